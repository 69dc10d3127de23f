import SwiftUI

struct WorkoutKind: Identifiable, Hashable {
    var id: String { name }
    var name: String
}

struct LoggedWorkout: Hashable {
    var kind: String
    var minutes: Int
}

struct FitnessHome: View {
    @State private var history: [LoggedWorkout] = [LoggedWorkout(kind: "swim", minutes: 40)]
    @State private var logging: WorkoutKind?
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(0..<history.count, id: \.self) { index in
                    NavigationLink("\(history[index].kind.capitalized), \(history[index].minutes) min", value: index)
                }
            }
            .navigationTitle("History")
            .navigationDestination(for: Int.self) { index in
                Text("Workout \(index + 1): \(history[index].minutes) minutes of \(history[index].kind)")
                    .navigationTitle("Workout \(index + 1)")
            }
        }
        .sheet(item: $logging) { kind in
            LogWorkoutForm(kind: kind.name) { minutes in
                history.append(LoggedWorkout(kind: kind.name, minutes: minutes))
                logging = nil
            }
        }
        // A widget opens fit://log/run; a reminder opens fit://history/0.
        .onOpenURL { url in
            guard url.scheme == "fit" else { return }
            if url.host == "log" {
                logging = WorkoutKind(name: url.lastPathComponent)
            } else if url.host == "history", let index = Int(url.lastPathComponent), index < history.count {
                logging = nil
                path = [index]
            }
        }
    }
}

struct LogWorkoutForm: View {
    let kind: String
    var onSave: (Int) -> Void
    @State private var minutes = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Minutes", text: $minutes)
                    .onSubmit {
                        if let value = Int(minutes), value > 0 {
                            onSave(value)
                        }
                    }
            }
            .navigationTitle("Log \(kind)")
        }
    }
}

#Preview {
    FitnessHome()
}
