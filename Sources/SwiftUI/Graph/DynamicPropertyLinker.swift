/// A property whose storage lives in the view graph rather than in the view
/// value: `@State`, `@StateObject`, `@Environment` and their kind.
@MainActor
protocol GraphLinkedProperty {
    /// Connects this property, found at `key`, to the storage or environment of `context`.
    func link(at key: String, in context: ResolveContext)
}

/// Connects the dynamic properties of a view (and of the `DynamicProperty`
/// structs it holds) to the graph, before its body is read.
@MainActor
struct DynamicPropertyLinker {
    let context: ResolveContext

    /// View types found to hold no dynamic property: not looked through again.
    private static var plainTypes: Set<ObjectIdentifier> = []

    func link(_ value: Any, prefix: String = "") {
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !Self.plainTypes.contains(type) else { return }
        var found = false
        defer { if !found { Self.plainTypes.insert(type) } }
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let key = context.path + "#" + prefix + (child.label ?? String(index))
            if let property = child.value as? GraphLinkedProperty {
                found = true
                property.link(at: key, in: context)
            } else if child.value is DynamicProperty {
                found = true
                link(child.value, prefix: prefix + (child.label ?? String(index)) + ".")
            }
        }
    }
}

/// An interface for a stored variable that updates an external property of a view.
/// See [DynamicProperty](https://developer.apple.com/documentation/swiftui/dynamicproperty).
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}
