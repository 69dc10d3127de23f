import SwiftUI

struct SessionView: View {
    let plan: WorkoutPlan
    let round: Int
    let router: WorkoutsRouter

    var body: some View {
        VStack {
            Text("Round \(round) of \(plan.rounds)")
            Button(round < plan.rounds ? "Next Round" : "Finish") {
                // Rounds replace each other: back from a round returns to the plan.
                router.path.removeLast()
                if round < plan.rounds {
                    router.path.append(.session(planID: plan.id, round: round + 1))
                } else {
                    router.path.append(.summary(planID: plan.id, rounds: plan.rounds))
                }
            }
        }
        .navigationTitle("Round \(round)")
    }
}
