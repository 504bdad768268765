/// One preview of a provider: the view, its name and the traits its modifiers set.
public struct Preview: Sendable {
    /// The preview's name: its display name, else for a `#Preview` its file and line, else the provider's type name and its position.
    public let name: String
    /// The traits the preview's modifiers set.
    public let traits: PreviewTraits
    /// Makes the view previewed.
    public let makeView: @MainActor @Sendable () -> AnyView
}

/// The previews of providers, found in the process's loaded Swift images.
@MainActor
public enum PreviewCatalog {
    /// Every `PreviewProvider` type in the process whose module is `module`
    /// (all of them when nil), sorted by name. Found in the Swift runtime's
    /// metadata sections; generic providers are left out (they cannot be made without their parameters).
    public static func providers(inModule module: String? = nil) -> [any PreviewProvider.Type] {
        ConformanceScanner.types(conformingTo: "PreviewProvider", inModule: "SwiftUI")
            .compactMap { $0 as? any PreviewProvider.Type }
            .filter { module == nil || String(reflecting: $0).hasPrefix(module! + ".") }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
    }

    /// The previews of `provider`: each view of its `previews` group or block.
    public static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
        let typeName = String(describing: provider)
        let views = topLevelViews(of: provider.previews)
        return views.enumerated().map { index, view in
            let traits = Self.traits(of: view)
            let position = views.count > 1 ? "-\(index + 1)" : ""
            let name = traits.displayName ?? traits.sourceName ?? typeName + position
            nonisolated(unsafe) let captured = view
            return Preview(name: name, traits: traits) { AnyView(captured) }
        }
    }

    /// The separate previews of a `previews` value: a group's or tuple's views, or the one view.
    static func topLevelViews(of view: any View) -> [any View] {
        if let group = view as? any GroupContentProviding { return topLevelViews(of: group.groupContent) }
        let mirror = Mirror(reflecting: view)
        if mirror.subjectType is any TupleViewMarker.Type, let value = mirror.children.first?.value {
            return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        }
        return [view]
    }

    /// The traits `view`'s preview modifiers set, found by resolving it once.
    static func traits(of view: any View) -> PreviewTraits {
        let collector = PreviewTraitCollector()
        var environment = EnvironmentValues()
        environment.previewTraits = collector
        _ = ResolveContext(graph: ViewGraph(), path: "", environment: environment).resolve(view)
        return collector.traits
    }
}

/// A group, whose content previews split into separate previews.
@MainActor
protocol GroupContentProviding {
    var groupContent: any View { get }
}

extension Group: GroupContentProviding {
    var groupContent: any View { content }
}

/// Marks tuple views, whose elements previews split into separate previews.
protocol TupleViewMarker {}
extension TupleView: TupleViewMarker {}
