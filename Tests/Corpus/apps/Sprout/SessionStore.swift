import SwiftUI
import Observation

@Observable
final class SessionStore {
    private let auth: AuthService
    var user: User?
    var error: AuthError?
    var authPath: [AuthStep] = []

    init(auth: AuthService) {
        self.auth = auth
    }

    @MainActor
    func signIn(email: String, password: String) async {
        do {
            user = try await auth.signIn(email: email, password: password)
            authPath = []
        } catch let failure as AuthError {
            error = failure
        } catch {
            fatalError("unexpected error \(error)")
        }
    }

    @MainActor
    func register(email: String) async {
        user = try? await auth.register(email: email)
    }

    func signOut() {
        user = nil
        authPath = []
    }

    /// sprout://reset?email=… opens the reset screen over the sign-in flow.
    func handle(link: String) {
        guard let components = URLComponents(string: link),
              components.scheme == "sprout", components.host == "reset",
              let email = components.queryItems?.first(where: { $0.name == "email" })?.value
        else { return }
        user = nil
        authPath = [.signIn, .resetPassword(email: email)]
    }
}
