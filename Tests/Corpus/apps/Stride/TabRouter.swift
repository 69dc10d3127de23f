import SwiftUI
import Observation

protocol TabRouting: AnyObject {
    associatedtype Destination: Hashable
    var path: [Destination] { get set }
}

extension TabRouting {
    var isAtRoot: Bool { path.isEmpty }
    func reset() { path = [] }
}

@Observable
final class WorkoutsRouter: TabRouting {
    enum Destination: Hashable {
        case plan(WorkoutPlan)
        case session(planID: String, round: Int)
        case summary(planID: String, rounds: Int)
    }

    var path: [Destination] = []
}

@Observable
final class HistoryRouter: TabRouting {
    var path: [Int] = []
}
