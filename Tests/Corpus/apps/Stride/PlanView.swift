import SwiftUI

struct PlanView: View {
    let plan: WorkoutPlan
    let router: WorkoutsRouter

    var body: some View {
        VStack {
            Text("\(plan.rounds) rounds")
            Button("Begin") { router.path.append(.session(planID: plan.id, round: 1)) }
        }
        .navigationTitle(plan.name)
    }
}
