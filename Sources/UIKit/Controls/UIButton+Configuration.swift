internal import HeadlessLayers

extension UIButton {
    /// A function that updates a button's configuration for its state.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.typealias)
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// What a button keeps for its configuration.
    struct ConfigurationStore {
        /// The configuration set.
        var configuration: UIButton.Configuration?
        /// The handler run on each update.
        var updateHandler: ConfigurationUpdateHandler?
        /// Whether an update is running (a handler that sets the configuration does not start another).
        var isUpdating = false
    }

    /// A system button showing `configuration`, running `primaryAction` when
    /// tapped; the action's title and image are shown when the configuration has none.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:))
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        buttonType = .system
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// The configuration the button shows; `nil` (the default) for the
    /// classic per-state titles, colours and images. Setting it updates the button at once.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property)
    public var configuration: UIButton.Configuration? {
        get { configurationStore.configuration }
        set {
            let wasConfigured = configurationStore.configuration != nil
            configurationStore.configuration = newValue
            if newValue == nil, wasConfigured {
                engineButton.contentLayout = nil
                showStateValues()
            } else {
                setNeedsUpdateConfiguration()
            }
        }
    }

    /// Runs on every configuration update, to change ``configuration`` for
    /// the button's state; setting it updates the button.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.property)
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStore.updateHandler }
        set {
            configurationStore.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The label showing the configuration's subtitle; nil for a button without a configuration.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/subtitlelabel)
    public var subtitleLabel: UILabel? {
        configuration == nil ? nil : UIView.face(of: engineButton.subtitleLabel) as? UILabel
    }

    /// Updates the configuration. UIKit waits for the next layout pass; here
    /// the update runs at once (there is no run loop between a change and a
    /// snapshot): ``updateConfiguration()`` runs, then the configuration is shown.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/setneedsupdateconfiguration())
    public func setNeedsUpdateConfiguration() {
        guard !configurationStore.isUpdating else { return }
        configurationStore.isUpdating = true
        updateConfiguration()
        configurationStore.isUpdating = false
        showConfiguration()
    }

    /// The engine button.
    private var engineButton: Button { unsafeDowncast(backing, to: Button.self) }

    /// Shows the configuration, as `updated(for:)` gives it, on the engine button.
    private func showConfiguration() {
        guard let shown = configuration?.updated(for: self) else { return }
        let engine = engineButton
        var layout = shown.contentLayout
        let title = UIButton.Configuration.attributes(
            of: shown.attributedTitle, font: .preferredFont(forTextStyle: shown.buttonSize.titleStyle),
            color: shown.foregroundColor, transformer: shown.titleTextAttributesTransformer)
        let subtitle = UIButton.Configuration.attributes(
            of: shown.attributedSubtitle, font: .preferredFont(forTextStyle: shown.buttonSize.subtitleStyle),
            color: shown.foregroundColor, transformer: shown.subtitleTextAttributesTransformer)
        layout.subtitleColor = subtitle.color?.dynamic
        engine.contentLayout = layout
        engine.title = shown.title
        engine.titleColor = title.color?.dynamic
        engine.subtitleLabel.text = shown.subtitle
        engine.image = shown.image?.image
        engine.backgroundImage = nil
        titleLabel?.font = title.font
        subtitleLabel?.font = subtitle.font
        engine.invalidateIntrinsicContentSize()
    }
}
