import HeadlessLayers

/// A set of accessibility traits that describe how an element behaves.
/// See [AccessibilityTraits](https://developer.apple.com/documentation/swiftui/accessibilitytraits).
public struct AccessibilityTraits: SetAlgebra, Sendable {
    let uiKit: UIAccessibilityTraits

    init(_ uiKit: UIAccessibilityTraits) { self.uiKit = uiKit }

    public init() { uiKit = [] }
    public static let isButton = AccessibilityTraits(.button)
    public static let isHeader = AccessibilityTraits(.header)
    public static let isSelected = AccessibilityTraits(.selected)
    public static let isLink = AccessibilityTraits(.link)
    public static let isSearchField = AccessibilityTraits(.searchField)
    public static let isImage = AccessibilityTraits(.image)
    public static let playsSound = AccessibilityTraits(.playsSound)
    public static let isKeyboardKey = AccessibilityTraits(.keyboardKey)
    public static let isStaticText = AccessibilityTraits(.staticText)
    public static let isSummaryElement = AccessibilityTraits(.summaryElement)
    public static let updatesFrequently = AccessibilityTraits(.updatesFrequently)
    public static let startsMediaSession = AccessibilityTraits(.startsMediaSession)
    public static let allowsDirectInteraction = AccessibilityTraits(.allowsDirectInteraction)
    public static let causesPageTurn = AccessibilityTraits(.causesPageTurn)
    /// The element is modal (not read differently here).
    public static let isModal = AccessibilityTraits([])
    /// The element is a toggle: read as a button here.
    public static let isToggle = AccessibilityTraits(.button)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(uiKit.union(other.uiKit)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(uiKit.intersection(other.uiKit)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(uiKit.symmetricDifference(other.uiKit))
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { uiKit.isSuperset(of: member.uiKit) }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        self = union(newMember)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = contains(member) ? member : nil
        self = AccessibilityTraits(uiKit.subtracting(member.uiKit))
        return removed
    }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        self = union(newMember)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { lhs.uiKit == rhs.uiKit }
}

/// Defines the behavior for the child elements of the new parent element.
/// See [AccessibilityChildBehavior](https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What accessibility modifiers set on a view, merged from the innermost out.
struct AccessibilitySettings: Sendable {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden = false
    var children: AccessibilityChildBehavior?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()

    /// Whether the view becomes one element.
    var makesElement: Bool {
        children == .combine || children == .ignore || label != nil || value != nil || hint != nil || !addedTraits.isEmpty
    }
}

/// Sets accessibility settings on its content's drawing.
struct AccessibilityModifier: ViewModifier, NodeModifier {
    let change: @Sendable (inout AccessibilitySettings) -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node {
        if let node = node as? AccessibilityNode {
            change(&node.settings)
            return node
        }
        var settings = AccessibilitySettings()
        change(&settings)
        return AccessibilityNode(content: node, settings: settings)
    }
}

/// A node read by assistive technologies as its settings say: one element
/// (its label the settings' or its children's labels joined), hidden, or as
/// its children are.
@MainActor
final class AccessibilityNode: WrapperNode {
    var settings: AccessibilitySettings

    init(content: Node, settings: AccessibilitySettings) {
        self.settings = settings
        super.init(content: content)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        let child = content.makeView(size: size, proposal: proposal)
        view.addSubview(child)
        view.accessibilityIdentifier = settings.identifier
        if settings.isHidden {
            view.accessibilityElementsHidden = true
            return view
        }
        guard settings.makesElement else { return view }
        let inner = settings.children == .ignore && settings.label != nil ? [] : child.backing.accessibilityItems()
        view.isAccessibilityElement = true
        let labels = inner.compactMap(\.label).filter { !$0.isEmpty }
        view.accessibilityLabel = settings.label ?? (labels.isEmpty ? nil : labels.joined(separator: ", "))
        view.accessibilityValue = settings.value ?? inner.compactMap(\.value).first
        view.accessibilityHint = settings.hint ?? inner.compactMap(\.hint).first
        let childTraits = inner.reduce(UIAccessibilityTraits()) { $0.union(UIAccessibilityTraits(rawValue: $1.traits.rawValue)) }
        view.accessibilityTraits = childTraits.union(settings.addedTraits.uiKit).subtracting(settings.removedTraits.uiKit)
        return view
    }
}

extension View {
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.plainString) }
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(labelKey.key) }
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return modifier(AccessibilityModifier { $0.label = $0.label ?? label })
    }
    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> some View { accessibilityValue(valueDescription.plainString) }
    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return modifier(AccessibilityModifier { $0.value = $0.value ?? value })
    }
    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> some View { accessibilityHint(hint.plainString) }
    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let hint = String(hint)
        return modifier(AccessibilityModifier { $0.hint = $0.hint ?? hint })
    }
    /// Uses the string you specify to identify the view.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier { $0.identifier = $0.identifier ?? identifier })
    }
    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(AccessibilityModifier { $0.isHidden = $0.isHidden || hidden }) }
    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { $0.addedTraits.formUnion(traits) })
    }
    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { $0.removedTraits.formUnion(traits) })
    }
    /// Creates a new accessibility element, or modifies the traits of the existing one.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier { $0.children = $0.children ?? children })
    }
    /// Sets the sort priority order for this view's accessibility element (kept; reading follows the layout).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { modifier(EmptyModifier()) }
}
