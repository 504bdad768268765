/// A SwiftUI view tree kept by a host: resolved against the host's traits,
/// resolved again while `onAppear` actions and state changes call for it,
/// and laid out and drawn into UIKit views.
@MainActor
final class HostedTree {
    /// The view the tree shows; a new one is a change, as state's are.
    var rootView: any View { didSet { graph.changes.set() } }
    /// How many resolutions found state changed since the one before: what
    /// the host placed is stale while this differs from when it placed it.
    private(set) var generation = 0
    let graph = ViewGraph()
    /// Passes of resolution allowed for one update: appear actions that keep changing state stop here.
    static let passLimit = 16
    /// Passes of drawing allowed for one layout: drawing that keeps changing state stops here.
    static let drawingPassLimit = 4

    init(rootView: any View) { self.rootView = rootView }

    /// The environment of a host with `traits`.
    static func environment(for traits: UITraitCollection) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        environment.dynamicTypeSize = DynamicTypeSize(traits.preferredContentSizeCategory) ?? .large
        environment.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        environment.horizontalSizeClass = traits.horizontalSizeClass == .regular ? .regular : .compact
        environment.verticalSizeClass = traits.verticalSizeClass == .compact ? .compact : .regular
        if traits.displayScale > 0 { environment.displayScale = traits.displayScale }
        return environment
    }

    /// The colour scheme a view of the tree asked for with `preferredColorScheme(_:)`, if any: the whole host is shown in it.
    private(set) var preferredColorScheme: ColorScheme?

    /// The root node, once appear actions have run and state has stopped changing.
    func resolve(traits: UITraitCollection) -> Node {
        var node = resolveOnce(traits: traits)
        for _ in 1..<Self.passLimit {
            let appeared = graph.runAppearances()
            guard graph.changes.take() || appeared else { break }
            node = resolveOnce(traits: traits)
        }
        return node
    }

    private func resolveOnce(traits: UITraitCollection) -> Node {
        graph.beginUpdate()
        if graph.changes.take() { generation += 1 }
        var environment = Self.environment(for: traits)
        if let preferredColorScheme { environment.colorScheme = preferredColorScheme }
        let request = ColorSchemeRequest()
        environment.colorSchemeRequest = request
        let node = ResolveContext(graph: graph, path: "", environment: environment).resolveSingle(rootView)
        guard request.scheme != preferredColorScheme else { return node }
        preferredColorScheme = request.scheme
        return resolveOnce(traits: traits)
    }

    /// How many tasks started by the tree's `task` modifiers are still running.
    var runningTaskCount: Int { graph.runningTaskCount }
}

/// Where `preferredColorScheme(_:)` asks for the host's colour scheme during a resolution.
@MainActor
final class ColorSchemeRequest {
    var scheme: ColorScheme?
}

extension EnvironmentValues {
    var colorSchemeRequest: ColorSchemeRequest? {
        get { self[ColorSchemeRequestKey.self] }
        set { self[ColorSchemeRequestKey.self] = newValue }
    }
}

private enum ColorSchemeRequestKey: EnvironmentKey { static var defaultValue: ColorSchemeRequest? { nil } }

extension DynamicTypeSize {
    init?(_ category: UIContentSizeCategory) {
        guard let size = DynamicTypeSize.allCases.first(where: { $0.contentSizeCategory == category }) else { return nil }
        self = size
    }
}
