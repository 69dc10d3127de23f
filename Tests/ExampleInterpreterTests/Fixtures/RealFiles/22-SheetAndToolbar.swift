import SwiftUI

struct Habit: Identifiable, Hashable {
    let id: Int
    var name: String
    var streak: Int
}

struct HabitsView: View {
    @State private var habits = [Habit(id: 1, name: "Read", streak: 4), Habit(id: 2, name: "Stretch", streak: 0)]
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List(habits) { habit in
                NavigationLink(value: habit) {
                    Label(habit.name, systemImage: habit.streak > 0 ? "flame" : "circle")
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.self) { habit in
                Text("\(habit.name): \(habit.streak) days")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { showingAdd = true }
                }
            }
            .sheet(isPresented: $showingAdd) {
                Text("New habit")
            }
        }
    }
}

#Preview {
    HabitsView()
}
