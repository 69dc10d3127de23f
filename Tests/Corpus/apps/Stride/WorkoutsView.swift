import SwiftUI

struct WorkoutsView: View {
    @Bindable var router: WorkoutsRouter
    let onFinish: (Int) -> Void

    var body: some View {
        NavigationStack(path: $router.path) {
            List(WorkoutPlan.all) { plan in
                NavigationLink(plan.name, value: WorkoutsRouter.Destination.plan(plan))
            }
            .navigationTitle("Workouts")
            .navigationDestination(for: WorkoutsRouter.Destination.self) { destination in
                switch destination {
                case .plan(let plan):
                    PlanView(plan: plan, router: router)
                case .session(let planID, let round):
                    SessionView(plan: WorkoutPlan.named(planID), round: round, router: router)
                case .summary(let planID, let rounds):
                    SummaryView(plan: WorkoutPlan.named(planID), rounds: rounds) {
                        onFinish(rounds * 10)
                        router.reset()
                    }
                }
            }
        }
    }
}
