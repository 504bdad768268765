internal import HeadlessLayers

/// Traits, as the view inherits them and sets them for its subtree.
extension UIView {
    /// The view's traits, from its window's device and its ancestors' overrides, as of the last layout pass.
    public var traitCollection: UITraitCollection { UITraitCollection(backing.traitCollection) }

    /// The appearance this view and its subtree use, overriding the inherited one; unspecified by default.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { UIUserInterfaceStyle(backing.traitOverrides.userInterfaceStyle) }
        set { backing.traitOverrides.userInterfaceStyle = newValue.engine }
    }

    /// Whether the view lays out right to left whatever the language.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get {
            switch backing.traitOverrides.layoutDirection {
            case .leftToRight: .forceLeftToRight
            case .rightToLeft: .forceRightToLeft
            case nil: .unspecified
            }
        }
        set {
            switch newValue {
            case .forceLeftToRight, .playback, .spatial: backing.traitOverrides.layoutDirection = .leftToRight
            case .forceRightToLeft: backing.traitOverrides.layoutDirection = .rightToLeft
            case .unspecified: backing.traitOverrides.layoutDirection = nil
            }
        }
    }

    /// The layout direction of the view's traits.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        backing.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// How a view's content follows the layout direction.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisemanticcontentattribute)
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction of a layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
