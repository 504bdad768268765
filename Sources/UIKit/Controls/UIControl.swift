internal import HeadlessLayers

/// A view that responds to interaction: enabled, selected and highlighted
/// states, and actions run for events (`addAction(_:for:)`; target/action
/// needs the Objective-C runtime, absent here). Snapshots send no touches;
/// ``sendActions(for:)`` runs the actions of an event.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontrol)
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The engine control.
    private var control: Control { unsafeDowncast(backing, to: Control.self) }

    /// The actions added, with their events, in order.
    private var actions: [(action: UIAction, events: Event)] = []

    override class func makeBacking() -> View { Control(frame: .zero) }

    /// A control that runs `primaryAction` for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Whether the control takes interaction; a disabled one is dimmed.
    open var isEnabled: Bool {
        get { control.isEnabled }
        set {
            control.isEnabled = newValue
            stateDidChange()
        }
    }

    /// Whether the control is selected.
    open var isSelected: Bool {
        get { control.isSelected }
        set {
            control.isSelected = newValue
            stateDidChange()
        }
    }

    /// Whether the control is being touched.
    open var isHighlighted: Bool {
        get { control.isHighlighted }
        set {
            control.isHighlighted = newValue
            stateDidChange()
        }
    }

    /// The control's state, from its flags.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How content sits horizontally; centred by default.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center

    /// How content sits vertically; centred by default.
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    /// Called after a state flag changes; subclasses show the state's values.
    func stateDidChange() {}

    /// Runs `action` whenever one of `controlEvents` is sent.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Stops running the action with `identifier` for `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for entry in actions where entry.action.identifier == identifier { removeAction(entry.action, for: controlEvents) }
    }

    /// Runs, in order, the actions added for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// The state of a control.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state as UIKit's bits.
        public let rawValue: UInt
        /// A state from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events as UIKit's bits.
        public let rawValue: UInt
        /// Events from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content sits horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center, left, right, fill, leading, trailing
    }

    /// How content sits vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center, top, bottom, fill
    }
}

/// An action with a title, image and handler, run by controls and menus.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiaction)
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// The title shown in menus and on buttons made with the action.
    open var title: String
    /// The image shown with the title.
    open var image: UIImage?
    /// What identifies the action.
    public let identifier: Identifier
    /// What is run.
    private let handler: (UIAction) -> Void
    /// The control that last ran the action.
    open private(set) var sender: Any?

    /// An action running `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Any) {
        self.sender = sender
        handler(self)
    }

    /// The name of an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier of `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
