import SwiftUI

@main
struct ShopApp: App {
    @State private var locale = Locale(identifier: "en_GB")

    var body: some Scene {
        WindowGroup {
            ShopHomeView()
                .environment(\.locale, locale)
        }
    }
}

struct ShopHomeView: View {
    let aisles = ["Bakery", "Dairy", "Produce"]

    var body: some View {
        NavigationStack {
            List(aisles, id: \.self) { aisle in
                NavigationLink(aisle, value: aisle)
            }
            .navigationTitle("Aisles")
            .navigationDestination(for: String.self) { aisle in
                Text("Welcome to \(aisle)")
            }
        }
    }
}

#Preview {
    ShopHomeView()
}
