import SwiftUI
import Combine

enum InboxEvent {
    case openThread(Int)
    case compose
    case reset
}

/// Screens publish events; the navigator turns them into path changes.
final class InboxNavigator: ObservableObject {
    @Published var path: [Int] = []
    @Published var isComposing = false
    let events = PassthroughSubject<InboxEvent, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        events
            .sink { [weak self] event in
                self?.handle(event)
            }
            .store(in: &cancellables)
    }

    private func handle(_ event: InboxEvent) {
        switch event {
        case .openThread(let id):
            path.append(id)
        case .compose:
            isComposing = true
        case .reset:
            path = []
            isComposing = false
        }
    }
}

struct InboxView: View {
    @StateObject private var navigator = InboxNavigator()

    var body: some View {
        NavigationStack(path: $navigator.path) {
            List(1...3, id: \.self) { id in
                Button("Thread \(id)") {
                    navigator.events.send(.openThread(id))
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Compose") { navigator.events.send(.compose) }
                }
            }
            .navigationDestination(for: Int.self) { id in
                ThreadView(id: id, events: navigator.events)
            }
            .sheet(isPresented: $navigator.isComposing) {
                Text("New message")
            }
        }
    }
}

struct ThreadView: View {
    let id: Int
    let events: PassthroughSubject<InboxEvent, Never>

    var body: some View {
        VStack {
            Button("Related Thread") { events.send(.openThread(id + 10)) }
            Button("Close All") { events.send(.reset) }
        }
        .navigationTitle("Thread \(id)")
    }
}

#Preview {
    InboxView()
}
