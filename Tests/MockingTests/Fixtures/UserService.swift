import HeadlessMocking

/// The error the throwing walk-through registers.
struct LookupError: Error, Equatable {
    let id: Int
}

/// A protocol with throwing and async methods, for the walk-through's second half.
protocol UserService {
    func user(id: Int) throws -> User
    func thing(id: Int) throws(LookupError) -> Thing
    func fetchUser(id: Int) async throws -> User
    func refresh() async
}

/// The walk-through's mock of ``UserService``.
final class UserServiceMock: Mock, UserService, @unchecked Sendable {
    let userRef = ThrowingMockReference<Int, User>()
    let thingRef = MockFunction<Int, Thing, LookupError>()
    let fetchUserRef = AsyncThrowingMockReference<Int, User>()
    let refreshRef = AsyncMockReference<Void, Void>()

    func user(id: Int) throws -> User {
        try invoke(userRef, args: id)
    }

    func thing(id: Int) throws(LookupError) -> Thing {
        try invoke(thingRef, args: id)
    }

    func fetchUser(id: Int) async throws -> User {
        try await invoke(fetchUserRef, args: id)
    }

    func refresh() async {
        await invoke(refreshRef, args: ())
    }
}
