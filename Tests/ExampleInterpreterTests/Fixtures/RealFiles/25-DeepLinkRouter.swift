import SwiftUI

enum AppRoute: Hashable {
    case inbox
    case message(id: Int)
    case compose
}

struct MailRootView: View {
    @State private var path: [AppRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Inbox", value: AppRoute.inbox)
                Button("Open message 7 directly") {
                    path = [.inbox, .message(id: 7)]
                }
            }
            .navigationTitle("Mail")
            .navigationDestination(for: AppRoute.self) { route in
                destination(for: route)
            }
        }
    }

    @ViewBuilder
    private func destination(for route: AppRoute) -> some View {
        switch route {
        case .inbox:
            List(1...3, id: \.self) { id in
                NavigationLink("Message \(id)", value: AppRoute.message(id: id))
            }
            .navigationTitle("Inbox")
        case .message(let id):
            VStack {
                Text("Message \(id)")
                Button("Reply") { path.append(.compose) }
            }
        case .compose:
            Button("Send") { path.removeAll() }
        }
    }
}

#Preview {
    MailRootView()
}
