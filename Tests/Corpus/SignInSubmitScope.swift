import SwiftUI

enum AccountRoute: Hashable {
    case welcome(email: String)
    case invitation(code: String)
}

struct SignInScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var inviteCode = ""
    @State private var path: [AccountRoute] = []
    @State private var failedAttempts = 0
    @State private var codeChecks = 0

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section("Account") {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password, prompt: Text("Required"))
                }
                Section("Have an invitation?") {
                    TextField("Invite code", text: $inviteCode)
                        .onSubmit {
                            codeChecks += 1
                            if inviteCode.count == 6 {
                                path.append(.invitation(code: inviteCode.uppercased()))
                            }
                        }
                }
                // Return in the invite field checks the code; it never signs in.
                .submitScope()
            }
            .onSubmit {
                signIn()
            }
            .navigationTitle("Sign In")
            .navigationDestination(for: AccountRoute.self) { route in
                switch route {
                case .welcome(let email):
                    Text("Signed in as \(email)")
                        .navigationTitle("Home")
                case .invitation(let code):
                    Text("Invitation \(code) accepted")
                        .navigationTitle("Invitation")
                }
            }
        }
    }

    private func signIn() {
        guard email.contains("@"), password.count >= 8 else {
            failedAttempts += 1
            return
        }
        path = [.welcome(email: email.lowercased())]
    }
}

#Preview {
    SignInScreen()
}
