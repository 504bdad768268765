internal import HeadlessLayers

/// An effect a visual effect view applies to what lies behind it.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uivisualeffect)
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what lies behind a view, in one of UIKit's styles. The engine
/// has three blurs: the light styles draw as its light blur, the dark ones
/// as its dark blur, and the rest (the materials, `regular`, `prominent`,
/// the ones that follow the appearance) as its regular blur.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiblureffect)
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The engine's blur for the style.
    var engineStyle: BlurStyle {
        switch style {
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            .light
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
            .systemChromeMaterialDark:
            .dark
        default: .regular
        }
    }

    /// The blur styles.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// Vibrancy over a blur: its content is drawn as it is here (no vibrancy is applied).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uivibrancyeffect)
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that blurs what lies behind it, over the engine's effect view:
/// the blur renders in the view-hierarchy path, and its opaque fallback
/// colour in the layer path, as `render(in:)` does on iOS. Add content to
/// ``contentView``. A vibrancy effect (or none) draws no blur.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uivisualeffectview)
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The engine view.
    private var effectView: VisualEffectView { unsafeDowncast(backing, to: VisualEffectView.self) }

    override class func makeBacking() -> View { VisualEffectView(frame: .zero) }

    /// A view with `effect`.
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        self.effect = effect
    }

    /// A view with no effect and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// There are no archives to decode views from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The view content goes in; it fills the effect view.
    open var contentView: UIView { UIView.face(of: effectView.contentView) }

    /// The effect: a blur draws the engine's blur of its style; anything else draws none.
    open var effect: UIVisualEffect? {
        didSet {
            let blur = effect as? UIBlurEffect
            effectView.style = blur?.engineStyle ?? .regular
            effectView.drawsEffect = blur != nil
        }
    }
}
