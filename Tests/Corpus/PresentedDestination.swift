import SwiftUI

struct TimerSetup: View {
    @State private var minutes = 25
    @State private var isRunning = false
    @State private var finishedSessions = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Stepper("\(minutes) minutes", value: $minutes, in: 5...60, step: 5)
                Button("Start Focus") { isRunning = true }
                Text("Sessions today: \(finishedSessions)")
            }
            .padding()
            .navigationTitle("Focus")
            .navigationDestination(isPresented: $isRunning) {
                RunningTimer(minutes: minutes) {
                    finishedSessions += 1
                    isRunning = false
                }
            }
        }
    }
}

struct RunningTimer: View {
    let minutes: Int
    let onFinish: () -> Void

    var body: some View {
        VStack {
            Text("\(minutes):00")
            Button("Finish Early", action: onFinish)
        }
        .navigationTitle("Running")
        .navigationBarBackButtonHidden(true)
    }
}

#Preview {
    TimerSetup()
}
