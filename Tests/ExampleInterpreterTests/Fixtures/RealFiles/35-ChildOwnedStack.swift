import SwiftUI

struct ContentView: View {
    var body: some View {
        RecipeBrowser()
    }
}

struct RecipeBrowser: View {
    @State private var path: [String] = ["Pancakes"]

    var body: some View {
        NavigationStack(path: $path) {
            List(["Pancakes", "Soup", "Salad"], id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: String.self) { name in
                RecipeDetail(name: name)
            }
        }
    }
}

struct RecipeDetail: View {
    let name: String
    @State private var servings = 2

    var body: some View {
        VStack {
            Text("\(name) for \(servings)")
            Button("More servings") { servings += 1 }
        }
        .navigationTitle(name)
    }
}

#Preview {
    ContentView()
}
