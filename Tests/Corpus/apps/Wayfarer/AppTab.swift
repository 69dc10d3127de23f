import Foundation

enum AppTab: String, Hashable, CaseIterable {
    case trips
    case explore
    case profile

    var title: String {
        rawValue.capitalized
    }

    var symbol: String {
        switch self {
        case .trips: return "suitcase"
        case .explore: return "map"
        case .profile: return "person.crop.circle"
        }
    }
}
