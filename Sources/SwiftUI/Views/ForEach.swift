/// A structure that computes views on demand from an underlying collection
/// of identified data: each element's view keeps its state under its
/// element's identity.
/// See [ForEach](https://developer.apple.com/documentation/swiftui/foreach).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
}

extension ForEach: View, PrimitiveView where Content: View {
    public var body: Never { primitiveBody() }

    /// Creates an instance that uniquely identifies and creates views across updates based on the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.init(data, id: \.self, content: content)
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on the identity of the underlying data, with bindings to its elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(Array(data), id: \.wrappedValue.id, content: content)
    }

    func nodes(in context: ResolveContext) -> [Node] {
        data.flatMap { element in context.child(identify(element).hashValue).resolve(content(element)) }
    }
}
