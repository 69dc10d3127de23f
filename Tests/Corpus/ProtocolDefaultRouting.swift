import SwiftUI

protocol Routing: AnyObject {
    associatedtype Route: Hashable
    var path: [Route] { get set }
}

extension Routing {
    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        _ = path.popLast()
    }

    func replace(with routes: [Route]) {
        path = routes
    }
}

@Observable
final class RecipesRouter: Routing {
    enum Route: Hashable {
        case recipe(String)
        case step(recipe: String, index: Int)
    }

    var path: [Route] = []
}

struct CookbookView: View {
    @State private var router = RecipesRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            List(["Pancakes", "Omelette"], id: \.self) { name in
                Button(name) { router.push(.recipe(name)) }
            }
            .navigationTitle("Cookbook")
            .navigationDestination(for: RecipesRouter.Route.self) { route in
                switch route {
                case .recipe(let name):
                    VStack {
                        Button("Start Cooking") { router.push(.step(recipe: name, index: 1)) }
                        Button("Jump to Step 3") {
                            router.replace(with: [.recipe(name), .step(recipe: name, index: 3)])
                        }
                    }
                    .navigationTitle(name)
                case .step(let recipe, let index):
                    Button("Next") { router.push(.step(recipe: recipe, index: index + 1)) }
                        .navigationTitle("\(recipe) step \(index)")
                        .toolbar {
                            Button("Previous") { router.pop() }
                        }
                }
            }
        }
    }
}

#Preview {
    CookbookView()
}
