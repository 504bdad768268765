/// A typed handle that identifies one mocked function on every ``Mock``.
///
/// A reference is a class instance, created once per mocked method (a
/// `static let` or an instance `let` of the mock), and its identity *is* the
/// function's identity: two references never collide, even when they come
/// from different modules and describe methods with the same name and
/// signature. Nothing is derived from function addresses, so identity is
/// stable across modules, build configurations and compiler versions.
///
/// The associated types carry the mocked method's shape, so registering,
/// invoking and inspecting are checked at compile time.
///
/// Use ``MockFunction`` for synchronous methods and ``AsyncMockFunction`` for
/// `async` ones; you do not conform to this protocol yourself.
public protocol MockFunctionReference: AnyObject, Sendable {
    /// The mocked method's arguments, usually a tuple such as `(String, Int)`.
    associatedtype Arguments: Sendable
    /// The mocked method's result; `Void` for methods that return nothing.
    associatedtype Result: Sendable
    /// The error the mocked method throws; `Never` for non-throwing methods.
    associatedtype Failure: Error

    /// Where the reference was declared, as `fileID:line`; used in failure messages.
    var declaration: String { get }
}
