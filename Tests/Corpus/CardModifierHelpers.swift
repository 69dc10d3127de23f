import SwiftUI

struct CardBackground: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func card(_ tint: Color = .blue) -> some View {
        modifier(CardBackground(tint: tint))
    }

    /// Every screen of the app titles itself the same way.
    func screenTitle(_ title: String) -> some View {
        navigationTitle(title)
            .navigationBarTitleDisplayMode(.large)
    }
}

struct Habit: Hashable {
    var name: String
    var streak: Int
}

struct HabitsView: View {
    @State private var habits = [Habit(name: "Read", streak: 4), Habit(name: "Stretch", streak: 11)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(habits, id: \.name) { habit in
                        NavigationLink {
                            HabitDetail(habit: habit)
                        } label: {
                            Text(habit.name).card(habit.streak > 7 ? .green : .orange)
                        }
                    }
                }
                .padding()
            }
            .screenTitle("Habits")
        }
    }
}

struct HabitDetail: View {
    let habit: Habit

    var body: some View {
        Text("\(habit.streak)-day streak")
            .card()
            .screenTitle(habit.name)
    }
}

#Preview {
    HabitsView()
}
