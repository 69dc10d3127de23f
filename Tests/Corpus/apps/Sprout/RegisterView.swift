import SwiftUI

struct RegisterView: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        VStack {
            Button("Register new@sprout.app") {
                session.authPath.append(.welcome(email: "new@sprout.app"))
            }
        }
        .navigationTitle("Register")
    }
}
