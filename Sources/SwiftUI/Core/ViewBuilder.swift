/// A result builder that constructs views from closures: sequences, `if`,
/// `if let`, `switch`, `if #available` and loops through `ForEach`.
/// See [ViewBuilder](https://developer.apple.com/documentation/swiftui/viewbuilder).
@resultBuilder @MainActor
public enum ViewBuilder {
    /// An empty closure builds an empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view is passed through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views build a tuple view that lays them out in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView((repeat each content), views: views)
    }

    /// An expression that is a view is passed through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch, erased so that it type-checks on every platform version.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
