import Foundation

protocol Feed {
    var articles: [Article] { get }
    func author(_ id: Int) -> Author
}

extension Feed {
    func articles(in section: NewsSection) -> [Article] {
        articles.filter { $0.section == section }
    }

    func article(_ id: Int) -> Article? {
        articles.first { $0.id == id }
    }
}

struct SampleFeed: Feed {
    let articles = [
        Article(id: 101, headline: "Rivers Run Clearer", section: .science, authorID: 1),
        Article(id: 102, headline: "Comet Returns", section: .science, authorID: 2),
        Article(id: 201, headline: "Summit Ends", section: .world, authorID: 1),
    ]

    func author(_ id: Int) -> Author {
        switch id {
        case 1: return Author(id: 1, name: "Priya Nair")
        case 2: return Author(id: 2, name: "Tom Okafor")
        default: fatalError("unknown author \(id)")
        }
    }
}
