import HeadlessMocking

/// A struct result, as in the Mock 'n' Roll walk-through.
struct User: Equatable, Sendable {
    let name: String
}

/// A class result, as in the Mock 'n' Roll walk-through.
final class Thing: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// The walk-through's protocol of nine functions.
protocol TestProtocol {
    func functionWithIntResult(arg1: String, arg2: Int) -> Int
    func functionWithStringResult(arg1: String, arg2: Int) -> String
    func functionWithStructResult(arg1: String, arg2: Int) -> User
    func functionWithClassResult(arg1: String, arg2: Int) -> Thing

    func functionWithOptionalIntResult(arg1: String, arg2: Int) -> Int?
    func functionWithOptionalStringResult(arg1: String, arg2: Int) -> String?
    func functionWithOptionalStructResult(arg1: String, arg2: Int) -> User?
    func functionWithOptionalClassResult(arg1: String, arg2: Int) -> Thing?

    func functionWithVoidResult(arg1: String, arg2: Int)
}
