import HeadlessMocking

/// The walk-through's mock of ``TestProtocol``.
final class TestClass: Mock, TestProtocol, @unchecked Sendable {
    let functionWithIntResultRef = MockReference<(String, Int), Int>()
    let functionWithStringResultRef = MockReference<(String, Int), String>()
    let functionWithStructResultRef = MockReference<(String, Int), User>()
    let functionWithClassResultRef = MockReference<(String, Int), Thing>()

    let functionWithOptionalIntResultRef = MockReference<(String, Int), Int?>()
    let functionWithOptionalStringResultRef = MockReference<(String, Int), String?>()
    let functionWithOptionalStructResultRef = MockReference<(String, Int), User?>()
    let functionWithOptionalClassResultRef = MockReference<(String, Int), Thing?>()

    let functionWithVoidResultRef = MockReference<(String, Int), Void>()

    func functionWithIntResult(arg1: String, arg2: Int) -> Int {
        invoke(functionWithIntResultRef, args: (arg1, arg2))
    }

    func functionWithStringResult(arg1: String, arg2: Int) -> String {
        invoke(functionWithStringResultRef, args: (arg1, arg2))
    }

    func functionWithStructResult(arg1: String, arg2: Int) -> User {
        invoke(functionWithStructResultRef, args: (arg1, arg2))
    }

    func functionWithClassResult(arg1: String, arg2: Int) -> Thing {
        invoke(functionWithClassResultRef, args: (arg1, arg2))
    }

    func functionWithOptionalIntResult(arg1: String, arg2: Int) -> Int? {
        invoke(functionWithOptionalIntResultRef, args: (arg1, arg2))
    }

    func functionWithOptionalStringResult(arg1: String, arg2: Int) -> String? {
        invoke(functionWithOptionalStringResultRef, args: (arg1, arg2))
    }

    func functionWithOptionalStructResult(arg1: String, arg2: Int) -> User? {
        invoke(functionWithOptionalStructResultRef, args: (arg1, arg2))
    }

    func functionWithOptionalClassResult(arg1: String, arg2: Int) -> Thing? {
        invoke(functionWithOptionalClassResultRef, args: (arg1, arg2))
    }

    func functionWithVoidResult(arg1: String, arg2: Int) {
        invoke(functionWithVoidResultRef, args: (arg1, arg2))
    }
}
