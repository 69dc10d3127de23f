import SwiftUI

struct SectionView: View {
    let section: NewsSection
    let feed: any Feed

    var body: some View {
        let articles = feed.articles(in: section)
        Group {
            if articles.isEmpty {
                Text("No \(section.rawValue.lowercased()) news today")
            } else {
                List(articles) { article in
                    NavigationLink(article.headline, value: article)
                }
            }
        }
        .navigationTitle(section.rawValue)
    }
}
