import SwiftUI

final class FeedLoader: ObservableObject {
    @Published private(set) var posts: [String] = []
    @Published var openedPost: String?
    private var completions: [() -> Void] = []

    func load(completion: @escaping ([String]) -> Void) {
        let fetched = ["Morning run", "New bike", "Rainy day"]
        completions.append { [weak self] in
            guard let self else { return }
            self.posts = fetched
            completion(fetched)
        }
        DispatchQueue.main.async { [weak self] in
            self?.flush()
        }
    }

    private func flush() {
        let pending = completions
        completions.removeAll()
        pending.forEach { $0() }
    }
}

struct FeedView: View {
    @StateObject private var loader = FeedLoader()
    @State private var path: [String] = []
    @State private var loadCount = 0

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(loader.posts, id: \.self) { post in
                    NavigationLink(post, value: post)
                }
                Button("Load and Open Latest") {
                    loader.load { posts in
                        loadCount += 1
                        if let latest = posts.last {
                            path.append(latest)
                        }
                    }
                }
            }
            .navigationTitle("Feed")
            .navigationDestination(for: String.self) { post in
                Text(post).navigationTitle(post)
            }
        }
    }
}

#Preview {
    FeedView()
}
