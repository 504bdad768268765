import HeadlessGeometry

/// What a view tree offers assistive technologies: its elements in the
/// order VoiceOver reads them.
extension View {
    /// The elements of a container, in reading order: views and
    /// ``AccessibilityElement``s. When nil (the default), the subviews are
    /// read in the order of their place on screen.
    public var accessibilityElements: [AnyObject]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }

    /// Whether the view and everything in it is hidden from assistive technologies.
    public var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }

    /// What VoiceOver would read in this view's tree, in reading order: each
    /// element's label, value, traits, hint and frame (in this view's
    /// coordinates). A view that is an element is read as one, its subviews
    /// not; a container's ``accessibilityElements`` are read in their order;
    /// other subviews top to bottom, rows leading to trailing (by the middle
    /// of their frames, then their leading edges). Hidden, fully transparent
    /// and ``accessibilityElementsHidden`` views are skipped.
    public func accessibilityItems() -> [AccessibilityItem] {
        layoutIfNeeded()
        return accessibilityItemsAsLaidOut()
    }

    /// ``accessibilityItems()`` without the layout pass first: for a view
    /// that combines its subviews' items while the tree is being read.
    func accessibilityItemsAsLaidOut() -> [AccessibilityItem] {
        var items: [AccessibilityItem] = []
        var pending: [AnyObject] = [self]
        while let next = pending.popLast() {
            if let element = next as? AccessibilityElement {
                guard let container = element.accessibilityContainer else { continue }
                let frame = container.rect(element.accessibilityFrameInContainerSpace, inAncestor: self)
                items.append(
                    AccessibilityItem(
                        label: element.accessibilityLabel, value: element.accessibilityValue,
                        hint: element.accessibilityHint, traits: element.accessibilityTraits, frame: frame))
                continue
            }
            guard let view = next as? View, !view.isHidden, view.alpha > 0, !view.accessibilityElementsHidden else { continue }
            let reading = view.accessibilityReading
            if reading.isElement {
                items.append(
                    AccessibilityItem(
                        label: reading.label, value: reading.value, hint: reading.hint,
                        traits: reading.traits, frame: view.rect(view.bounds, inAncestor: self)))
            } else {
                pending += (view.accessibilityElements ?? readingOrder(of: view.subviews)).reversed()
            }
        }
        return items
    }

    /// `views` in reading order: by the middle of their frames (to the whole
    /// point, so a row's label and switch read together), then leading edge first.
    private func readingOrder(of views: [View]) -> [AnyObject] {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let keyed = views.map { view -> (View, Double, Double) in
            let frame = view.rect(view.bounds, inAncestor: self)
            return (view, frame.midY.rounded(), rightToLeft ? -frame.maxX : frame.minX)
        }
        return keyed.enumerated().sorted { a, b in
            (a.element.1, a.element.2, a.offset) < (b.element.1, b.element.2, b.offset)
        }.map(\.element.0)
    }
}

/// One thing VoiceOver reads: an element's label, value, traits and hint,
/// and where it is.
public struct AccessibilityItem: Sendable, Hashable, CustomStringConvertible {
    /// What is read first.
    public var label: String?
    /// The value, read after the label.
    public var value: String?
    /// What using it does, read last.
    public var hint: String?
    /// What it is and how it behaves.
    public var traits: AccessibilityTraits
    /// Where it is, in the coordinates of the view asked.
    public var frame: Rect

    /// Creates an item.
    public init(label: String?, value: String?, hint: String?, traits: AccessibilityTraits, frame: Rect) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
    }

    /// What VoiceOver says, in its order: `Wi-Fi, 1. Switch button. Double tap to toggle setting.`
    public var description: String {
        let sentences = [
            [label, value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", "),
            traits.spokenNames.joined(separator: ", "), hint ?? "",
        ].filter { !$0.isEmpty }
        guard !sentences.isEmpty else { return "(nothing to read)" }
        return sentences.map { $0.last.map { ".!?…".contains($0) } == true ? $0 : $0 + "." }.joined(separator: " ")
    }
}
