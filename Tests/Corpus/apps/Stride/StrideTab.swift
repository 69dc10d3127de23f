import Foundation

enum StrideTab: Int, Hashable, CaseIterable, Identifiable {
    case activity, workouts, history

    var id: Int { rawValue }

    var label: String {
        switch self {
        case .activity: return "Activity"
        case .workouts: return "Workouts"
        case .history: return "History"
        }
    }
}
