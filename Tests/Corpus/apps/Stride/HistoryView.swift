import SwiftUI

struct HistoryView: View {
    @Bindable var router: HistoryRouter
    let completed: [Int]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(completed.indices, id: \.self) { index in
                NavigationLink("Workout \(index + 1)", value: index)
            }
            .navigationTitle("History")
            .navigationDestination(for: Int.self) { index in
                Text("\(completed[index]) minutes")
                    .navigationTitle("Workout \(index + 1)")
            }
        }
    }
}
