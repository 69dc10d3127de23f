import SwiftUI

struct ActivityView: View {
    let completed: [Int]
    let startWorkout: () -> Void

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("\(completed.reduce(0, +)) active minutes")
                Button("Start HIIT", action: startWorkout)
            }
            .navigationTitle("Activity")
        }
    }
}
