internal import HeadlessLayers

/// A row of segments, one of which is selected.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisegmentedcontrol)
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The engine control.
    private var segments: SegmentedControl { unsafeDowncast(backing, to: SegmentedControl.self) }

    override class func makeBacking() -> View { SegmentedControl(frame: .zero) }

    /// A control with a segment for each title (`String` items; others make untitled segments), sized to fit.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() { insertSegment(withTitle: item as? String, at: index, animated: false) }
        sizeToFit()
    }

    /// The selected segment's index; `noSegment` (−1) for none.
    open var selectedSegmentIndex: Int {
        get { segments.selectedSegmentIndex }
        set { segments.selectedSegmentIndex = newValue }
    }

    /// The index meaning no segment is selected.
    public static let noSegment = -1

    /// How many segments there are.
    open var numberOfSegments: Int { segments.numberOfSegments }

    /// The selected segment's colour; white (light) by default.
    open var selectedSegmentTintColor: UIColor? {
        get { segments.selectedSegmentTintColor.map(UIColor.init(dynamic:)) }
        set { segments.selectedSegmentTintColor = newValue?.dynamic }
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? { segments.titleForSegment(at: segment) }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { segments.setTitle(title, forSegmentAt: segment) }

    /// Inserts a segment titled `title` at `segment`; there is no animation in a snapshot.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insertSegment(withTitle: title, at: segment)
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) { segments.removeSegment(at: segment) }
}
