import SwiftUI
import Combine

final class NavigationModel: ObservableObject {
    @Published var path = NavigationPath()
    @Published var visits = 0

    func open(_ id: Int) {
        visits += 1
        path.append(id)
    }
}

struct ContentView: View {
    @StateObject private var model = NavigationModel()

    var body: some View {
        NavigationStack(path: $model.path) {
            VStack {
                Text("Visited \(model.visits) times")
                Button("Open 3") { model.open(3) }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Int.self) { id in
                BookDetail(id: id, model: model)
            }
        }
    }
}

struct BookDetail: View {
    let id: Int
    @ObservedObject var model: NavigationModel

    var body: some View {
        Button("Next book") { model.open(id + 1) }
            .navigationTitle("Book \(id)")
    }
}

#Preview {
    ContentView()
}
