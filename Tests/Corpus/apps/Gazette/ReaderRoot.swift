import SwiftUI

struct ReaderRoot: View {
    let feed: any Feed
    @State private var navigation = ReaderNavigation()
    @SceneStorage("reader.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $navigation.path) {
            SectionsList()
                .navigationDestination(for: NewsSection.self) { section in
                    SectionView(section: section, feed: feed)
                }
                .navigationDestination(for: Article.self) { article in
                    ArticleView(article: article, author: feed.author(article.authorID))
                }
                .navigationDestination(for: Author.self) { author in
                    AuthorView(author: author, feed: feed)
                }
        }
        .onChange(of: navigation.path) {
            savedPath = navigation.savedData
        }
        .onAppear {
            navigation.restore(from: savedPath)
        }
    }
}
