import Foundation

struct WorkoutPlan: Identifiable {
    let id: String
    let name: String
    let rounds: Int
}

extension WorkoutPlan: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension WorkoutPlan {
    static let all = [
        WorkoutPlan(id: "hiit", name: "HIIT Blast", rounds: 3),
        WorkoutPlan(id: "core", name: "Core Ten", rounds: 1),
    ]

    static func named(_ id: String) -> WorkoutPlan {
        guard let plan = all.first(where: { $0.id == id }) else {
            fatalError("no plan \(id)")
        }
        return plan
    }
}
