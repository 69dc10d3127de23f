import SwiftUI

struct SignInView: View {
    @Environment(SessionStore.self) private var session
    @State private var password = "tomato"

    var body: some View {
        @Bindable var session = session
        Form {
            SecureField("Password", text: $password)
            Button("Sign In") {
                Task { await session.signIn(email: "kim@sprout.app", password: password) }
            }
            Button("Sign In as Stranger") {
                Task { await session.signIn(email: "who@else.app", password: password) }
            }
            NavigationLink("Forgot password?", value: AuthStep.resetPassword(email: "kim@sprout.app"))
        }
        .navigationTitle("Sign In")
        .alert("Could not sign in", isPresented: Binding(
            get: { session.error != nil },
            set: { if !$0 { session.error = nil } }
        )) {
            Button("OK") {}
        } message: {
            Text(message(for: session.error))
        }
    }

    private func message(for error: AuthError?) -> String {
        switch error {
        case .wrongPassword?: return "Wrong password"
        case .unknownUser(let email)?: return "No account for \(email)"
        case nil: return ""
        }
    }
}
