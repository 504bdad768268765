import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// A row of segments of which one at most is selected, as
/// `UISegmentedControl` (iOS 13 style): a rounded grey background, the
/// selected segment a raised rounded pill with a light shadow, titles
/// centred in equal-width segments, thin separators between unselected neighbours.
///
/// Metrics: 32 points tall with 9-point corners and the pill inset 2 points
/// (7-point corners), titles in the system font at 13 points (semibold when
/// selected), as UIKit's default segmented control; with
/// ``adjustsFontForContentSizeCategory`` the titles take the `footnote`
/// style's size (13 points at the default size) and the control grows as
/// much taller as their line does, as a UIKit control's intrinsic height
/// follows a bigger font; segments 12 points wider
/// than their widest title on each side (an approximation of UIKit's
/// padding); separators 1 x 16 points. Colours: background
/// `tertiarySystemFill` (`#767680` at 12 %, 24 % dark), pill white (`#636366`
/// dark), titles `label`, separators `separator`.
///
/// Bad input is a no-op or a clamp: an out-of-range or negative selected
/// index becomes ``noSegment``, insertions clamp their index, titles and
/// removals at indexes that do not exist are ignored.
open class SegmentedControl: Control {
    /// The selected index meaning no segment is selected.
    public static let noSegment = -1

    private var titles: [String] = [] { didSet { segmentsChanged() } }
    private var storedSelectedIndex = SegmentedControl.noSegment

    /// The selected segment's index, or ``noSegment`` (the default).
    /// Indexes outside the segments select no segment.
    public var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            storedSelectedIndex = titles.indices.contains(newValue) ? newValue : SegmentedControl.noSegment
            segmentsChanged()
        }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// The selected segment's colour; `nil` (the default) is white in light mode, `#636366` in dark mode.
    public var selectedSegmentTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// Whether the titles follow the content size category (Dynamic Type), as
    /// UIKit's `adjustsFontForContentSizeCategory`; false by default.
    public var adjustsFontForContentSizeCategory = false { didSet { segmentsChanged() } }

    /// The control's height, as UIKit's.
    static let height = 32.0
    /// The background's corner radius.
    static let cornerRadius = 9.0
    /// The space between the background's edge and the selected pill.
    static let pillInset = 2.0
    /// The space on each side of a segment's widest title.
    static let titlePadding = 12.0
    /// The separators' length.
    static let separatorLength = 16.0
    /// The default pill colour.
    static let defaultPillColor = DynamicColor(light: .white, dark: Color(hex: 0x636366))
    /// The titles' font, following the `footnote` style when the control adjusts it.
    static let titleFont = try? Font.system(size: 13).following(.footnote)
    /// The selected title's font.
    static let selectedTitleFont = try? Font.system(size: 13, weight: .semibold).following(.footnote)

    private let layouts = TextLayoutCache()

    /// Creates a control without segments, with the given frame.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// Creates a control with one segment per title and none selected, sized to fit.
    public convenience init(titles: [String]) {
        self.init(frame: .zero)
        self.titles = titles
        sizeToFit()
    }

    /// The title of the segment at `index`, or `nil` when there is no such segment.
    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Sets the title of the segment at `index` (`nil` for an empty one); ignored when there is no such segment.
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title ?? ""
    }

    /// Inserts a segment titled `title` at `index`, clamped to `0...numberOfSegments`;
    /// the selected segment stays selected.
    public func insertSegment(withTitle title: String?, at index: Int) {
        let position = min(max(index, 0), titles.count)
        if storedSelectedIndex >= position { storedSelectedIndex += 1 }
        titles.insert(title ?? "", at: position)
    }

    /// Removes the segment at `index`; ignored when there is no such segment.
    /// Removing the selected segment selects none; the selected segment stays selected otherwise.
    public func removeSegment(at index: Int) {
        guard titles.indices.contains(index) else { return }
        if storedSelectedIndex == index {
            storedSelectedIndex = SegmentedControl.noSegment
        } else if storedSelectedIndex > index {
            storedSelectedIndex -= 1
        }
        titles.remove(at: index)
    }

    /// Not an element: each segment is one (see ``View/accessibilityElements``), as in UIKit.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: false)
    }

    /// As wide as the segments, each as wide as the widest title plus its
    /// padding; 32 points tall, taller by as much as an adjusted title's line
    /// is taller than at 13 points.
    open override var intrinsicContentSize: Size {
        let widest = titles.map { titleWidth($0) }.max() ?? 0
        let base = SegmentedControl.titleFont?.metrics.lineHeight ?? 0
        let growth = max((titleAttributes(selected: false).effectiveFont(for: traitCollection)?.metrics.lineHeight ?? 0) - base, 0)
        return Size(
            width: Double(titles.count) * (widest + 2 * SegmentedControl.titlePadding),
            height: SegmentedControl.height + growth.rounded(.up))
    }

    /// The natural size (see ``intrinsicContentSize``).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Updates the segments' accessibility elements for the current bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAccessibilityElements()
    }

    /// The rectangle of the segment at `index`: equal shares of the bounds, leading first.
    func segmentRect(at index: Int) -> Rect {
        let width = titles.isEmpty ? 0 : bounds.width / Double(titles.count)
        let place = traitCollection.layoutDirection == .rightToLeft ? titles.count - 1 - index : index
        return Rect(x: bounds.minX + Double(place) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Draws the background, the selected pill, the separators and the titles, dimmed when disabled.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawDimmedWhenDisabled(in: canvas) {
            canvas.fill(
                Path(roundedRect: bounds, cornerRadius: SegmentedControl.cornerRadius),
                color: DynamicColor.tertiarySystemFill.resolved(with: traitCollection))
            if titles.indices.contains(storedSelectedIndex) {
                let pill = segmentRect(at: storedSelectedIndex).insetBy(dx: SegmentedControl.pillInset, dy: SegmentedControl.pillInset)
                let color = (selectedSegmentTintColor ?? SegmentedControl.defaultPillColor).resolved(with: traitCollection)
                SoftShadow.segment.fill(
                    Path(roundedRect: pill, cornerRadius: SegmentedControl.cornerRadius - SegmentedControl.pillInset),
                    color: color, in: canvas)
            }
            drawSeparators(in: canvas)
            for index in titles.indices { drawTitle(at: index, in: canvas) }
        }
    }

    /// Draws a separator between each pair of neighbours of which neither is selected.
    private func drawSeparators(in canvas: Canvas) {
        let color = DynamicColor.separator.resolved(with: traitCollection)
        for index in titles.indices.dropFirst() where index != storedSelectedIndex && index - 1 != storedSelectedIndex {
            let a = segmentRect(at: index - 1), b = segmentRect(at: index)
            let x = a.midX < b.midX ? a.maxX : a.minX
            canvas.fill(
                Rect(
                    x: x - 0.5, y: bounds.midY - SegmentedControl.separatorLength / 2,
                    width: 1, height: SegmentedControl.separatorLength), color: color)
        }
    }

    /// Draws the title of the segment at `index`, centred in it and truncated to fit.
    private func drawTitle(at index: Int, in canvas: Canvas) {
        let segment = segmentRect(at: index)
        let width = max(segment.width - 2 * SegmentedControl.titlePadding, 0)
        guard let layout = titleLayout(titles[index], selected: index == storedSelectedIndex, width: width) else { return }
        let origin = Point(x: segment.minX + SegmentedControl.titlePadding, y: segment.midY - layout.size.height / 2)
        canvas.draw(layout, at: origin, color: DynamicColor.label.resolved(with: traitCollection))
    }

    /// How a title, or the selected one, is laid out: one line, centred,
    /// truncated; its font resized by the `footnote` style when the control adjusts it.
    private func titleAttributes(selected: Bool) -> TextAttributes {
        TextAttributes(
            font: selected ? SegmentedControl.selectedTitleFont : SegmentedControl.titleFont,
            scalesWithContentSize: adjustsFontForContentSizeCategory, alignment: .center,
            lineBreakMode: .byTruncatingTail, numberOfLines: 1)
    }

    /// The layout of a title, centred in `width` points (`nil` for no limit); `nil` for an empty title.
    private func titleLayout(_ title: String, selected: Bool, width: Double?) -> TextLayout? {
        let attributes = titleAttributes(selected: selected)
        guard !title.isEmpty, let font = attributes.effectiveFont(for: traitCollection) else { return nil }
        return layouts.layout(title, font: font, width: width, style: attributes.style(for: traitCollection))
    }

    /// A title's width in the selected (wider) font.
    private func titleWidth(_ title: String) -> Double {
        titleLayout(title, selected: true, width: nil)?.size.width.rounded(.up) ?? 0
    }

    /// Redraws and re-measures after the segments or the selection changed.
    private func segmentsChanged() {
        invalidateIntrinsicContentSize()
        updateAccessibilityElements()
    }

    /// One element per segment, in order: its title, "Button", "Selected"
    /// when selected, "Dimmed" when the control is disabled, and "N of M".
    private func updateAccessibilityElements() {
        accessibilityElements = titles.indices.map { index in
            let element = AccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = titles[index].isEmpty ? nil : titles[index]
            element.accessibilityValue = "\(index + 1) of \(titles.count)"
            var traits: AccessibilityTraits = .button
            if index == storedSelectedIndex { traits.insert(.selected) }
            if !isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = segmentRect(at: index)
            return element
        }
    }
}
