import Foundation

struct Author: Hashable, Codable {
    let id: Int
    let name: String
}
