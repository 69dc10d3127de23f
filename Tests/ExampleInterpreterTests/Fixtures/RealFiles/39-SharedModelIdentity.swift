import SwiftUI

@Observable
final class Session {
    var path: [Int] = []
}

struct ContentView: View {
    @State private var session = Session()

    var body: some View {
        @Bindable var session = session
        NavigationStack(path: $session.path) {
            Counter(session: session, other: session)
                .navigationDestination(for: Int.self) { level in
                    Text("Level \(level)")
                }
        }
    }
}

struct Counter: View {
    let session: Session
    let other: Session

    var body: some View {
        VStack {
            Text(session === other ? "One session" : "Two sessions")
            Button("Go deeper") { other.path.append(session.path.count + 1) }
        }
        .navigationTitle("Levels")
    }
}

#Preview {
    ContentView()
}
