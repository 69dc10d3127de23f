import SwiftUI

final class Store: ObservableObject {
    @Published var path: [String] = []
}

@main
struct ShopApp: App {
    @StateObject private var store = Store()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: Store
    var body: some View {
        NavigationStack(path: $store.path) {
            Button("Open cart") { store.path.append("Cart") }
                .navigationDestination(for: String.self) { Text($0) }
        }
    }
}
