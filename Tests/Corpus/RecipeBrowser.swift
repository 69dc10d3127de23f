//
//  RecipeBrowser.swift
//  Pantry
//

import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
    var isVegetarian: Bool
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(id: 1, title: "Lentil Soup", minutes: 40, isVegetarian: true),
        Recipe(id: 2, title: "Fish Tacos", minutes: 25, isVegetarian: false),
        Recipe(id: 3, title: "Mushroom Risotto", minutes: 55, isVegetarian: true),
    ]
}

struct RecipeBrowser: View {
    @State private var path: [Recipe] = []
    let recipes = Recipe.samples

    var body: some View {
        NavigationStack(path: $path) {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    VStack(alignment: .leading) {
                        Text(recipe.title)
                            .font(.headline)
                        Text("\(recipe.minutes) min")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        VStack(spacing: 12) {
            Text(recipe.title)
                .font(.largeTitle)
            if recipe.isVegetarian {
                Label("Vegetarian", systemImage: "leaf")
            }
            Text("Ready in \(recipe.minutes) minutes")
        }
        .padding()
        .navigationTitle(recipe.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    RecipeBrowser()
}
