import Synchronization

/// A type of object with a publisher that emits before the object has changed.
///
/// Combine does not exist on Linux: this module gives what SwiftUI code uses
/// of it, an object-will-change publisher that `@Published` properties send
/// through and views watch. See
/// [ObservableObject](https://developer.apple.com/documentation/combine/observableobject).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(of: self) }
}

/// A publisher that publishes changes from observable objects.
/// See [ObservableObjectPublisher](https://developer.apple.com/documentation/combine/observableobjectpublisher).
public final class ObservableObjectPublisher: Sendable {
    private let subscribers = Mutex<[ChangeFlag]>([])

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() {
        for subscriber in subscribers.withLock({ $0 }) { subscriber.set() }
    }

    func subscribe(_ flag: ChangeFlag) { subscribers.withLock { $0.append(flag) } }

    private static let publishers = Mutex<[ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)]>([:])

    /// The publisher of `object`, kept while the object lives.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        publishers.withLock { table in
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object.object === object { return entry.publisher }
            table = table.filter { $0.value.object.object != nil }
            let publisher = ObservableObjectPublisher()
            table[key] = (WeakObject(object), publisher)
            return publisher
        }
    }
}

/// A weak reference, for a table keyed by object identity.
final class WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A type that publishes a property marked with an attribute: setting it
/// sends the enclosing object's `objectWillChange` first.
/// See [Published](https://developer.apple.com/documentation/combine/published).
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes the value through the enclosing object, announcing each write.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject { announceChange(observable) }
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    private static func announceChange(_ object: some ObservableObject) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }
}
