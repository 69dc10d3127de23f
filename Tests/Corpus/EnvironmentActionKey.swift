import SwiftUI

/// An action any screen can call to return to the start, however deep it is.
struct PopToRootAction {
    let action: () -> Void

    func callAsFunction() {
        action()
    }
}

private struct PopToRootKey: EnvironmentKey {
    static let defaultValue = PopToRootAction(action: {})
}

extension EnvironmentValues {
    var popToRoot: PopToRootAction {
        get { self[PopToRootKey.self] }
        set { self[PopToRootKey.self] = newValue }
    }
}

struct QuizFlow: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Start Quiz") { path.append(1) }
                .navigationTitle("Quiz")
                .navigationDestination(for: Int.self) { question in
                    QuestionView(number: question, path: $path)
                }
        }
        .environment(\.popToRoot, PopToRootAction { path.removeAll() })
    }
}

struct QuestionView: View {
    let number: Int
    @Binding var path: [Int]
    @Environment(\.popToRoot) private var popToRoot

    var body: some View {
        VStack {
            Text("Question \(number) of 5")
            if number < 5 {
                Button("Answer") { path.append(number + 1) }
            } else {
                Button("Finish") { popToRoot() }
            }
            Button("Quit") { popToRoot() }
        }
        .navigationTitle("Q\(number)")
    }
}

#Preview {
    QuizFlow()
}
