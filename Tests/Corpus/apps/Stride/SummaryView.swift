import SwiftUI

struct SummaryView: View {
    let plan: WorkoutPlan
    let rounds: Int
    let save: () -> Void

    var body: some View {
        VStack {
            Text("\(plan.name): \(rounds) rounds done")
            Button("Save Workout", action: save)
        }
        .navigationTitle("Summary")
        .navigationBarBackButtonHidden()
    }
}
