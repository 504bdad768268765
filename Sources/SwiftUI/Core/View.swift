/// A type that represents part of your app's user interface.
///
/// As in Apple's SwiftUI, a view's `body` is built from other views; the
/// views this module defines are primitive (their `Body` is `Never`), and
/// resolve themselves into the nodes that lay out and draw.
/// See [View](https://developer.apple.com/documentation/swiftui/view).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// A view this module resolves itself, without a body.
@MainActor
protocol PrimitiveView {
    /// The nodes this view becomes in `context`.
    func nodes(in context: ResolveContext) -> [Node]
}

extension PrimitiveView {
    /// Primitive views have no body: asking for one is a programming error.
    func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
