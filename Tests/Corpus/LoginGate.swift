import SwiftUI

@Observable
final class Session {
    var userName: String?

    var isSignedIn: Bool { userName != nil }

    func signIn(as name: String) {
        userName = name
    }

    func signOut() {
        userName = nil
    }
}

struct GateRoot: View {
    @State private var session = Session()

    var body: some View {
        Group {
            if session.isSignedIn {
                SignedInTabs()
            } else {
                SignInView()
            }
        }
        .environment(session)
    }
}

struct SignInView: View {
    @Environment(Session.self) private var session

    var body: some View {
        NavigationStack {
            VStack {
                Button("Sign In as Demo") { session.signIn(as: "demo") }
                NavigationLink("Forgot Password") {
                    Text("Check your email").navigationTitle("Reset")
                }
            }
            .navigationTitle("Welcome")
        }
    }
}

struct SignedInTabs: View {
    @Environment(Session.self) private var session

    var body: some View {
        TabView {
            NavigationStack {
                Text("Hi, \(session.userName ?? "")")
                    .navigationTitle("Home")
            }
            .tabItem { Label("Home", systemImage: "house") }

            NavigationStack {
                Button("Sign Out") { session.signOut() }
                    .navigationTitle("Profile")
            }
            .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

#Preview {
    GateRoot()
}
