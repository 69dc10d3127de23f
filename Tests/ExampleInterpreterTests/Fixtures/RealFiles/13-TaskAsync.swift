import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    let headline: String
}

enum FeedError: Error {
    case offline
}

struct FeedLoader {
    func load() async throws -> [Article] {
        [Article(id: 1, headline: "Rain expected"), Article(id: 2, headline: "Markets calm")]
    }
}

struct FeedView: View {
    @State private var articles: [Article] = []
    @State private var failed = false
    private let loader = FeedLoader()

    var body: some View {
        NavigationStack {
            List(articles) { article in
                NavigationLink(article.headline, value: article)
            }
            .navigationTitle(failed ? "Offline" : "Feed")
            .navigationDestination(for: Article.self) { article in
                Text(article.headline)
            }
            .task {
                do {
                    articles = try await loader.load()
                } catch {
                    failed = true
                }
            }
        }
    }
}

#Preview {
    FeedView()
}
