import SwiftUI

struct GardenTabs: View {
    let user: User
    @Environment(SessionStore.self) private var session

    var body: some View {
        TabView {
            NavigationStack {
                List(0..<user.plants, id: \.self) { index in
                    NavigationLink("Plant \(index + 1)") {
                        Text("Water plant \(index + 1) on Sunday")
                    }
                }
                .navigationTitle("Garden")
            }
            .tabItem { Label("Garden", systemImage: "leaf") }

            NavigationStack {
                VStack {
                    Text(user.email)
                    Button("Sign Out") { session.signOut() }
                }
                .navigationTitle("Account")
            }
            .tabItem { Label("Account", systemImage: "person") }
        }
    }
}
