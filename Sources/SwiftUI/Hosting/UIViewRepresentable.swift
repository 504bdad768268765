/// A wrapper for a UIKit view that you use to integrate that view into your
/// SwiftUI view hierarchy: here, a view of the UIKit face, drawn by the same engine.
/// See [UIViewRepresentable](https://developer.apple.com/documentation/swiftui/uiviewrepresentable).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void
    /// The context in which the view is made and updated.
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// Given a proposed size, returns the preferred size of the composite view; nil for the default.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// The default size: the view's intrinsic size where it has one, and the proposal elsewhere.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view.
/// See [UIViewRepresentableContext](https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext).
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// Environment data that describes the current state of the system.
    public let environment: EnvironmentValues
    /// The current transaction.
    public let transaction = Transaction()
}

/// A view that represents a UIKit view controller.
/// See [UIViewControllerRepresentable](https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController
    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void
    /// The context in which the view controller is made and updated.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the view controller object and configures its initial state.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Creates the custom instance that you use to communicate changes from your view controller to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable and has no body") }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view controller.
/// See [UIViewControllerRepresentableContext](https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext).
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The view controller's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// Environment data that describes the current state of the system.
    public let environment: EnvironmentValues
    /// The current transaction.
    public let transaction = Transaction()
}

/// A UIKit view in a SwiftUI tree: made and updated once per resolution;
/// its size the representable's answer, else its intrinsic size where it
/// has one and the proposal (10 points where none) elsewhere.
@MainActor
final class UIKitViewNode: Node {
    let view: UIView
    let answer: @MainActor (ProposedViewSize) -> CGSize?
    let keep: Any?

    init(view: UIView, keep: Any? = nil, answer: @escaping @MainActor (ProposedViewSize) -> CGSize? = { _ in nil }) {
        self.view = view
        self.keep = keep
        self.answer = answer
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = answer(proposal) { return size }
        let intrinsic = view.intrinsicContentSize
        let fallback = proposal.replacingUnspecifiedDimensions()
        return CGSize(
            width: intrinsic.width >= 0 && intrinsic.width != UIView.noIntrinsicMetric ? intrinsic.width : fallback.width,
            height: intrinsic.height >= 0 && intrinsic.height != UIView.noIntrinsicMetric ? intrinsic.height : fallback.height)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        view.removeFromSuperview()
        view.frame = CGRect(origin: .zero, size: size)
        return view
    }
}

extension ResolveContext {
    /// The node of a representable: its UIKit view made and updated in this environment.
    func representedNode(_ view: any View) -> Node? {
        if let representable = view as? any UIViewRepresentable { return viewNode(representable) }
        if let representable = view as? any UIViewControllerRepresentable { return controllerNode(representable) }
        return nil
    }

    private func viewNode<R: UIViewRepresentable>(_ representable: R) -> Node {
        let context = R.Context(coordinator: representable.makeCoordinator(), environment: environment)
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        return UIKitViewNode(view: view) { representable.sizeThatFits($0, uiView: view, context: context) }
    }

    private func controllerNode<R: UIViewControllerRepresentable>(_ representable: R) -> Node {
        let context = R.Context(coordinator: representable.makeCoordinator(), environment: environment)
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        return UIKitViewNode(view: controller.view, keep: controller)
    }
}
