import SwiftUI

@main
struct RecipeBrowserApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeListView()
        }
    }
}

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var minutes: Int

    static let samples: [Recipe] = [
        Recipe(title: "Lentil soup", minutes: 40),
        Recipe(title: "Flatbread", minutes: 25),
        Recipe(title: "Tomato salad", minutes: 10),
    ]
}

struct RecipeListView: View {
    @State private var recipes = Recipe.samples

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    Text(recipe.title)
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe

    var body: some View {
        VStack {
            Text(recipe.title)
                .font(.title)
            Text("Ready in \(recipe.minutes) minutes")
        }
        .navigationTitle(recipe.title)
    }
}

#Preview {
    RecipeListView()
}
