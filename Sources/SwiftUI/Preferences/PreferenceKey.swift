/// A named value produced by a view: views set values for a key, and an
/// ancestor reads what they combine to.
/// See [PreferenceKey](https://developer.apple.com/documentation/swiftui/preferencekey).
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference.
    static var defaultValue: Self.Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result of a closure that provides the next value.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// What views inside a reader set for one key: combined in the order they
/// are set (while the tree resolves, and while it is drawn, by a
/// `GeometryReader`'s content), passed on to an outer reader of the same key,
/// and reported to the reader's action once the tree is drawn, when the
/// combined value changed.
@MainActor
final class PreferenceCollector {
    private let combine: (Any, Any) -> Any
    private let initial: Any
    private var values: [Any] = []
    private let parent: PreferenceCollector?

    init<K: PreferenceKey>(_ key: K.Type, parent: PreferenceCollector?) {
        initial = K.defaultValue
        combine = { accumulated, next in
            var value = accumulated as! K.Value
            K.reduce(value: &value) { next as! K.Value }
            return value
        }
        self.parent = parent
    }

    /// The values set so far, combined.
    var value: Any { values.reduce(initial, combine) }

    /// Adds a value set by a view inside the reader.
    func add(_ value: Any) {
        values.append(value)
        parent?.add(value)
    }
}

extension EnvironmentValues {
    /// The innermost preference reader of each key.
    var preferenceCollectors: [ObjectIdentifier: PreferenceCollector] {
        get { self[PreferenceCollectorsKey.self] }
        set { self[PreferenceCollectorsKey.self] = newValue }
    }
}

private enum PreferenceCollectorsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: PreferenceCollector] { [:] } }

/// Sets a preference value for the content's readers.
struct PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value
    func body(content: Content) -> Never { fatalError("primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        context.environment.preferenceCollectors[ObjectIdentifier(K.self)]?.add(value)
        return context.resolve(content)
    }
}

/// Reads the preference values of the content and runs an action with their combined value when it changes.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void
    func body(content: Content) -> Never { fatalError("primitive") }

    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        let id = ObjectIdentifier(K.self)
        let collector = PreferenceCollector(K.self, parent: context.environment.preferenceCollectors[id])
        let reported = context.graph.storage(at: context.path + "#preference") { ReportedPreference() }
        let action = self.action
        let report: (Any) -> Void = { value in
            guard let value = value as? K.Value, reported.value as? K.Value != value else { return }
            reported.value = value
            action(value)
        }
        context.graph.afterDrawing { report(collector.value) }
        return context.updatingEnvironment { $0.preferenceCollectors[id] = collector }.resolve(content)
    }
}

/// The last value a preference reader reported, kept at its place in the tree.
final class ReportedPreference {
    var value: Any?
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { modifier(PreferenceModifier<K>(value: value)) }

    /// Adds an action to perform when the specified preference key's value changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
