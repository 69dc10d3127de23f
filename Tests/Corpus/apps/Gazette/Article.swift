import Foundation

struct Article: Identifiable, Codable {
    let id: Int
    let headline: String
    let section: NewsSection
    let authorID: Int
}

extension Article: Hashable {
    static func == (lhs: Article, rhs: Article) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
