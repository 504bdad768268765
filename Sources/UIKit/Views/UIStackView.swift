internal import HeadlessLayers

/// A view that lays out a row or column of arranged subviews with Auto
/// Layout, as UIKit's stack view: spacing, alignment and distribution.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistackview)
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The engine stack view.
    private var stack: StackView { unsafeDowncast(backing, to: StackView.self) }

    override class func makeBacking() -> View { StackView(frame: .zero) }

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// The views the stack lays out, in order.
    open var arrangedSubviews: [UIView] { stack.arrangedSubviews.map(UIView.face(of:)) }

    /// Adds `view` at the end of the arranged subviews (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        do { try stack.addArrangedSubview(view.backing) } catch { error.report() }
    }

    /// Inserts `view` at `stackIndex` of the arranged subviews.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        do { try stack.insertArrangedSubview(view.backing, at: stackIndex) } catch { error.report() }
    }

    /// Stops laying out `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { stack.removeArrangedSubview(view.backing) }

    /// Horizontal (a row, the default) or vertical (a column).
    open var axis: NSLayoutConstraint.Axis {
        get { stack.axis == .horizontal ? .horizontal : .vertical }
        set { stack.axis = newValue == .horizontal ? .horizontal : .vertical }
    }

    /// The space between adjacent arranged subviews.
    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) }
        set { stack.spacing = Double(newValue) }
    }

    /// How the arranged subviews sit across the axis; fill by default.
    open var alignment: Alignment {
        get { Alignment(stack.alignment) }
        set { stack.alignment = newValue.engine }
    }

    /// How the arranged subviews share the length along the axis; fill by default.
    open var distribution: Distribution {
        get { Distribution(stack.distribution) }
        set { stack.distribution = newValue.engine }
    }

    /// Whether the arranged subviews are laid out inside the layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// How arranged subviews sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack.
        case fill
        /// At the leading edge (top in a row: ``top``).
        case leading
        /// On the first baseline (rows only).
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing edge (bottom in a row: ``bottom``).
        case trailing
        /// On the last baseline (rows only).
        case lastBaseline

        /// The top, in a row.
        public static var top: Alignment { .leading }
        /// The bottom, in a row.
        public static var bottom: Alignment { .trailing }

        /// The engine's alignment.
        var engine: StackAlignment {
            switch self {
            case .fill: .fill
            case .leading: .leading
            case .firstBaseline: .firstBaseline
            case .center: .center
            case .trailing: .trailing
            case .lastBaseline: .lastBaseline
            }
        }

        /// The engine's alignment as UIKit's.
        init(_ alignment: StackAlignment) {
            switch alignment {
            case .fill: self = .fill
            case .leading: self = .leading
            case .firstBaseline: self = .firstBaseline
            case .center: self = .center
            case .trailing: self = .trailing
            case .lastBaseline: self = .lastBaseline
            }
        }
    }

    /// How arranged subviews share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Fill the length, resizing by hugging and compression priorities.
        case fill
        /// Fill the length, all the same size.
        case fillEqually
        /// Fill the length, in proportion to their intrinsic sizes.
        case fillProportionally
        /// Their own sizes, with equal spaces between.
        case equalSpacing
        /// Their own sizes, with equal distances between centres.
        case equalCentering

        /// The engine's distribution.
        var engine: StackDistribution {
            switch self {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .fillProportionally: .fillProportionally
            case .equalSpacing: .equalSpacing
            case .equalCentering: .equalCentering
            }
        }

        /// The engine's distribution as UIKit's.
        init(_ distribution: StackDistribution) {
            switch distribution {
            case .fill: self = .fill
            case .fillEqually: self = .fillEqually
            case .fillProportionally: self = .fillProportionally
            case .equalSpacing: self = .equalSpacing
            case .equalCentering: self = .equalCentering
            }
        }
    }
}
