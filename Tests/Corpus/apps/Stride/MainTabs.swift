import SwiftUI

struct MainTabs: View {
    @State private var tab: StrideTab = .activity
    @State private var workouts = WorkoutsRouter()
    @State private var history = HistoryRouter()
    @State private var completed: [Int] = [30, 45]

    var body: some View {
        TabView(selection: tabSelection) {
            ActivityView(completed: completed, startWorkout: {
                tab = .workouts
                workouts.path = [.plan(WorkoutPlan.named("hiit"))]
            })
            .tabItem { Label(StrideTab.activity.label, systemImage: "flame") }
            .tag(StrideTab.activity)

            WorkoutsView(router: workouts) { minutes in
                completed.append(minutes)
            }
            .tabItem { Label(StrideTab.workouts.label, systemImage: "figure.run") }
            .tag(StrideTab.workouts)

            HistoryView(router: history, completed: completed)
                .tabItem { Label(StrideTab.history.label, systemImage: "clock") }
                .tag(StrideTab.history)
        }
    }

    /// Tapping the selected tab again pops its stack, as the system tab bar does in many apps.
    private var tabSelection: Binding<StrideTab> {
        Binding(
            get: { tab },
            set: { newTab in
                if newTab == tab {
                    switch newTab {
                    case .activity: break
                    case .workouts: workouts.reset()
                    case .history: history.reset()
                    }
                }
                tab = newTab
            }
        )
    }
}
