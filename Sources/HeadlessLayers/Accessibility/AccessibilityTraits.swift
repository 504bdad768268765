/// What an accessibility element is and how it behaves, as
/// `UIAccessibilityTraits`: VoiceOver speaks most of them after the label
/// and value ("Button", "Heading", "Selected", "Dimmed").
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// Acts as a button ("Button").
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link ("Link").
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A search field ("Search Field").
    public static let searchField = AccessibilityTraits(rawValue: 1 << 2)
    /// An image ("Image").
    public static let image = AccessibilityTraits(rawValue: 1 << 3)
    /// Currently selected ("Selected").
    public static let selected = AccessibilityTraits(rawValue: 1 << 4)
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 5)
    /// A keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 6)
    /// Text that does not change (not spoken).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 7)
    /// A summary of the screen, read when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 8)
    /// Not enabled ("Dimmed").
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 9)
    /// Its value changes often (a progress bar, a clock).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Adjusted by swiping up and down ("Adjustable").
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when read to the end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A section heading ("Heading").
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar ("Tab bar").
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// A switch that toggles ("Switch button"), as UIKit's private toggle trait for `UISwitch`.
    public static let toggle = AccessibilityTraits(rawValue: 1 << 53)
    /// A navigation bar's back button ("Back button"), as UIKit's private back button trait.
    public static let backButton = AccessibilityTraits(rawValue: 1 << 27)

    /// The words VoiceOver speaks for the traits, in its order.
    public var spokenNames: [String] {
        let names: [(AccessibilityTraits, String)] = [
            (.selected, "Selected"), (.toggle, "Switch button"), (.backButton, "Back button"), (.button, "Button"), (.link, "Link"),
            (.searchField, "Search Field"), (.image, "Image"), (.header, "Heading"), (.tabBar, "Tab bar"), (.adjustable, "Adjustable"),
            (.notEnabled, "Dimmed"),
        ]
        // A switch or back button is named as one kind of button, without "Button" again.
        let namesItsButton = !isDisjoint(with: [.toggle, .backButton])
        return names.filter { contains($0.0) && !($0.0 == .button && namesItsButton) }.map(\.1)
    }
}
