/// A node drawing one of the UIKit face's controls: it measures a fresh
/// control (its intrinsic size, or its height with the proposed width when it
/// is flexible) and draws the control `make` sets up.
@MainActor
final class UIKitControlNode: Node {
    private let make: @MainActor () -> UIView
    private let flexibleWidth: Bool
    private let idealWidth: CGFloat?

    /// A node for the view `make` builds; `flexibleWidth` makes it take the
    /// proposed width (its `idealWidth`, or its intrinsic width, when none is proposed).
    init(flexibleWidth: Bool = false, idealWidth: CGFloat? = nil, make: @escaping @MainActor () -> UIView) {
        self.make = make
        self.flexibleWidth = flexibleWidth
        self.idealWidth = idealWidth
    }

    /// The control's intrinsic size, measured once.
    private lazy var intrinsicSize: CGSize = make().intrinsicContentSize

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let intrinsic = intrinsicSize
        let height = max(0, intrinsic.height.isFinite ? intrinsic.height : 0)
        let natural = max(0, intrinsic.width.isFinite ? intrinsic.width : 0)
        guard flexibleWidth else { return CGSize(width: natural, height: height) }
        let width = proposal.width ?? idealWidth ?? natural
        return CGSize(width: max(0, width), height: height)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = make()
        view.frame = CGRect(origin: .zero, size: size)
        return view
    }
}

/// A primitive view that becomes a ``UIKitControlNode``: how the controls
/// put their UIKit control in a row built of ordinary views.
struct UIKitControl: View, PrimitiveView {
    let flexibleWidth: Bool
    let idealWidth: CGFloat?
    let make: @MainActor (EnvironmentValues) -> UIView

    init(flexibleWidth: Bool = false, idealWidth: CGFloat? = nil, make: @escaping @MainActor (EnvironmentValues) -> UIView) {
        self.flexibleWidth = flexibleWidth
        self.idealWidth = idealWidth
        self.make = make
    }

    var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        let make = self.make
        return [
            UIKitControlNode(flexibleWidth: flexibleWidth, idealWidth: idealWidth) {
                let view = make(environment)
                // The host adds node views after its traits pass: give the control the scheme now.
                view.overrideUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
                view.layoutIfNeeded()
                return view
            }
        ]
    }
}

extension EnvironmentValues {
    /// The tint colour a view sets, if one does (nil leaves a control its own default).
    var explicitTintColor: UIColor? { tint.flatMap { Paint($0, in: self).color } }

    /// The tint colour: the set tint, or the accent colour.
    var tintColor: UIColor { TintShapeStyle().paint(in: self).color ?? .systemBlue }

    /// The environment's font (body by default) as the UIKit face's.
    @MainActor var controlFont: UIFont { (font ?? .body).uiFont(dynamicTypeSize: dynamicTypeSize, extraWeight: fontWeight) }
}

extension View {
    /// The label of a control, dimmed as iOS dims the labels of disabled controls.
    @ViewBuilder func controlLabel(isEnabled: Bool) -> some View {
        if isEnabled { self } else { foregroundStyle(HierarchicalShapeStyle.tertiary) }
    }
}

/// A float for the UIKit face from any floating-point value: NaN becomes `fallback`.
func controlFloat<V: BinaryFloatingPoint>(_ value: V, fallback: Float = 0) -> Float {
    let float = Float(value)
    return float.isNaN ? fallback : float
}
