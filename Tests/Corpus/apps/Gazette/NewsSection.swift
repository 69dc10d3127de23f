import Foundation

enum NewsSection: String, Codable, CaseIterable, Hashable {
    case world = "World"
    case science = "Science"
    case sport = "Sport"
}
