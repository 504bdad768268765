package import HeadlessLayers

/// UIKit's accessibility properties; a subclass's overrides are what the
/// accessibility snapshot reads.
extension UIView {
    /// What assistive technologies read for the view, from its (overridable) properties.
    package var faceAccessibility: AccessibilityReading {
        AccessibilityReading(
            isElement: isAccessibilityElement, label: accessibilityLabel, value: accessibilityValue,
            hint: accessibilityHint, traits: accessibilityTraits.engine)
    }

    /// Whether the subviews are hidden from assistive technologies.
    public var accessibilityElementsHidden: Bool {
        get { backing.accessibilityElementsHidden }
        set { backing.accessibilityElementsHidden = newValue }
    }
}

/// What an accessibility element is and how it behaves.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiaccessibilitytraits)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as UIKit's bits.
    public let rawValue: UInt64
    /// Traits from UIKit's bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(AccessibilityTraits.button)
    /// A link.
    public static let link = UIAccessibilityTraits(AccessibilityTraits.link)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(AccessibilityTraits.searchField)
    /// An image.
    public static let image = UIAccessibilityTraits(AccessibilityTraits.image)
    /// Selected.
    public static let selected = UIAccessibilityTraits(AccessibilityTraits.selected)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(AccessibilityTraits.playsSound)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(AccessibilityTraits.keyboardKey)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(AccessibilityTraits.staticText)
    /// A summary of the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(AccessibilityTraits.summaryElement)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(AccessibilityTraits.notEnabled)
    /// Updates often.
    public static let updatesFrequently = UIAccessibilityTraits(AccessibilityTraits.updatesFrequently)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(AccessibilityTraits.startsMediaSession)
    /// Adjustable, as a slider.
    public static let adjustable = UIAccessibilityTraits(AccessibilityTraits.adjustable)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(AccessibilityTraits.allowsDirectInteraction)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(AccessibilityTraits.causesPageTurn)
    /// A heading.
    public static let header = UIAccessibilityTraits(AccessibilityTraits.header)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(AccessibilityTraits.tabBar)

    /// The engine's traits as UIKit's.
    init(_ traits: AccessibilityTraits) { self.init(rawValue: traits.rawValue) }

    /// The engine's traits.
    var engine: AccessibilityTraits { AccessibilityTraits(rawValue: rawValue) }
}
