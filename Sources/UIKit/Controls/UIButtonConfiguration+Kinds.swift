extension UIButton.Configuration {
    /// How the title and subtitle line up with each other.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/titlealignment-swift.enum)
    public enum TitleAlignment: Int, Sendable {
        /// By the image's placement: leading beside a leading image, trailing
        /// beside a trailing one, centred otherwise.
        case automatic = 0
        /// At the leading edge.
        case leading = 1
        /// Centred.
        case center = 2
        /// At the trailing edge.
        case trailing = 3
    }

    /// How the background's corners are rounded. Apple publishes no radii;
    /// the ones chosen here are given on each case.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/cornerstyle-swift.enum)
    public enum CornerStyle: Int, Sendable {
        /// The background's `cornerRadius`, as set.
        case fixed = -1
        /// The background's `cornerRadius` when set, else the button size's
        /// radius (see ``UIButton/Configuration/Size``); adjusted for Dynamic
        /// Type on iOS, here used at the default text size.
        case dynamic = 0
        /// A small radius: 4 points.
        case small = 1
        /// A medium radius: 8 points.
        case medium = 2
        /// A large radius: 12 points.
        case large = 3
        /// Half the button's shorter side: round ends.
        case capsule = 4
    }

    /// The size class of a button. Apple publishes no numbers; the ones used
    /// here (insets top/bottom and leading/trailing, title and subtitle
    /// text styles, `.dynamic` corner radius) are:
    ///
    /// | size | insets | title | subtitle | radius |
    /// |---|---|---|---|---|
    /// | mini | 3 / 8 | footnote | caption2 | 4 |
    /// | small | 5 / 10 | subheadline | footnote | 5 |
    /// | medium | 7 / 12 | body | subheadline | 6 |
    /// | large | 14 / 20 | body | subheadline | 8 |
    ///
    /// A medium button with a one-line title is then its title's line height
    /// plus 14 points: about 34 points with the body style, close to the
    /// height a default configured button measures on iOS (observed, not
    /// documented; the other sizes are scaled from it).
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/size-swift.enum)
    public enum Size: Int, Sendable {
        /// The smallest buttons.
        case mini = 0
        /// Small buttons.
        case small = 1
        /// The default size.
        case medium = 2
        /// Large buttons.
        case large = 3

        /// The default content insets.
        var defaultInsets: NSDirectionalEdgeInsets {
            switch self {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The text style of the title.
        var titleStyle: UIFont.TextStyle {
            switch self {
            case .mini: .footnote
            case .small: .subheadline
            case .medium, .large: .body
            }
        }

        /// The text style of the subtitle.
        var subtitleStyle: UIFont.TextStyle {
            switch self {
            case .mini: .caption2
            case .small: .footnote
            case .medium, .large: .subheadline
            }
        }

        /// The corner radius of the `.dynamic` corner style.
        var dynamicCornerRadius: CGFloat {
            switch self {
            case .mini: 4
            case .small: 5
            case .medium: 6
            case .large: 8
            }
        }
    }
}
