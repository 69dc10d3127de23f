import SwiftUI

struct AuthorView: View {
    let author: Author
    let feed: any Feed

    var body: some View {
        List(feed.articles.filter { $0.authorID == author.id }) { article in
            NavigationLink(article.headline, value: article)
        }
        .navigationTitle(author.name)
    }
}
