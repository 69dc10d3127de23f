import SwiftUI

struct Task: Identifiable, Hashable {
    let id: Int
    let title: String
    var isDone: Bool
}

struct TodoList: View {
    @State private var tasks = [
        Task(id: 1, title: "Water plants", isDone: true),
        Task(id: 2, title: "Call mum", isDone: false),
    ]
    @State private var showsDone = true
    @State private var path: [Task] = []

    private var visible: [Task] {
        showsDone ? tasks : tasks.filter { !$0.isDone }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(visible) { task in
                NavigationLink(task.title, value: task)
            }
            .navigationTitle("To Do")
            .toolbar {
                Menu("Options") {
                    Button(showsDone ? "Hide Done" : "Show Done") { showsDone.toggle() }
                    Button("Add Errand") {
                        let task = Task(id: tasks.count + 1, title: "Errand", isDone: false)
                        tasks.append(task)
                        path = [task]
                    }
                }
            }
            .navigationDestination(for: Task.self) { task in
                Text(task.isDone ? "Done" : "Open")
                    .navigationTitle(task.title)
            }
        }
    }
}

#Preview {
    TodoList()
}
