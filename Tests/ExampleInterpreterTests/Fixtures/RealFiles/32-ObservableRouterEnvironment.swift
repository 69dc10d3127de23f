import SwiftUI

enum Screen: Hashable {
    case account
    case order(number: Int)
}

@Observable
final class AppRouter {
    var path: [Screen] = []

    func show(_ screen: Screen) {
        path.append(screen)
    }

    func backToStart() {
        path = []
    }
}

struct ContentView: View {
    @State private var router = AppRouter()

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            StartScreen()
                .navigationDestination(for: Screen.self) { screen in
                    switch screen {
                    case .account:
                        AccountScreen()
                    case .order(let number):
                        Text("Order \(number)")
                            .navigationTitle("Order")
                    }
                }
        }
        .environment(router)
    }
}

struct StartScreen: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        List {
            Button("My account") { router.show(.account) }
            NavigationLink("Order 12", value: Screen.order(number: 12))
        }
        .navigationTitle("Shop")
    }
}

struct AccountScreen: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        VStack {
            Button("Last order") { router.show(.order(number: 41)) }
            Button("Close") { router.backToStart() }
        }
        .navigationTitle("Account")
    }
}

#Preview {
    ContentView()
}
