import Foundation

enum AuthError: Error, Equatable {
    case wrongPassword
    case unknownUser(String)
}

protocol AuthService {
    func signIn(email: String, password: String) async throws -> User
    func register(email: String) async throws -> User
}

struct FakeAuthService: AuthService {
    func signIn(email: String, password: String) async throws -> User {
        await Task.yield()
        guard email == "kim@sprout.app" else { throw AuthError.unknownUser(email) }
        guard password == "tomato" else { throw AuthError.wrongPassword }
        return User(email: email, plants: 3)
    }

    func register(email: String) async throws -> User {
        await Task.yield()
        return User(email: email, plants: 0)
    }
}
