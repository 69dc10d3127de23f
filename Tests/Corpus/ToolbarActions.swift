import SwiftUI

struct Workout: Hashable, Identifiable {
    let id: Int
    var kind: String
}

struct WorkoutLog: View {
    @State private var workouts: [Workout] = []
    @State private var path: [Workout] = []
    @State private var showsFilters = false

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if workouts.isEmpty {
                    Text("No workouts yet")
                } else {
                    List(workouts) { workout in
                        NavigationLink("\(workout.kind) #\(workout.id)", value: workout)
                    }
                }
            }
            .navigationTitle("Log")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Filters") { showsFilters.toggle() }
                    Button("Log Run") { log("Run") }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear") {
                        workouts.removeAll()
                        path.removeAll()
                    }
                    .disabled(workouts.isEmpty)
                }
            }
            .navigationDestination(for: Workout.self) { workout in
                Text("Details of \(workout.kind)")
                    .navigationTitle("\(workout.kind) #\(workout.id)")
                    .toolbar {
                        Button("Repeat") { log(workout.kind) }
                    }
            }
            .popover(isPresented: $showsFilters) {
                Text("Filter by kind")
            }
        }
    }

    private func log(_ kind: String) {
        let workout = Workout(id: workouts.count + 1, kind: kind)
        workouts.append(workout)
        path.append(workout)
    }
}

#Preview {
    WorkoutLog()
}
