internal import HeadlessLayers

/// The app. Snapshots run no app: `shared` answers for the current snapshot
/// device, with the default text size and a left-to-right layout.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiapplication)
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The text size the person chose: large, the default.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// The layout direction of the app's language: left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The app's state: active.
    open var applicationState: State { .active }

    /// The states of an app.
    public enum State: Int, Sendable {
        /// In front, receiving events.
        case active
        /// In front, not receiving events.
        case inactive
        /// In the background.
        case background
    }
}

/// UIKit's accessibility settings and notifications. Snapshots run with no
/// assistive technology and the default settings.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiaccessibility)
public enum UIAccessibility {
    /// Whether VoiceOver is running: no.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Bold Text is on: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Transparency is on: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Increase Contrast is on: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Posts `notification` to assistive technologies; there are none in a snapshot.
    public static func post(notification: Notification, argument: Any?) {}

    /// A notification to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// A notification from UIKit's number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to read.
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }
}
