import SwiftUI

struct ArticleView: View {
    let article: Article
    let author: Author

    var body: some View {
        ScrollView {
            Text(article.headline).font(.title)
            NavigationLink("By \(author.name)", value: author)
        }
        .navigationTitle(article.section.rawValue)
        .navigationBarTitleDisplayMode(.inline)
    }
}
