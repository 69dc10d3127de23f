import SwiftUI

struct AuthFlow: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        @Bindable var session = session
        NavigationStack(path: $session.authPath) {
            VStack(spacing: 16) {
                Text("Grow something")
                NavigationLink("I have an account", value: AuthStep.signIn)
                NavigationLink("Create account", value: AuthStep.register)
            }
            .navigationTitle("Sprout")
            .navigationDestination(for: AuthStep.self) { step in
                switch step {
                case .signIn: SignInView()
                case .register: RegisterView()
                case .resetPassword(let email):
                    Text("Reset link sent to \(email)").navigationTitle("Reset Password")
                case .welcome(let email):
                    Text("Welcome, \(email)").navigationTitle("Welcome")
                }
            }
        }
    }
}
