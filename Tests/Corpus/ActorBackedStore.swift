import SwiftUI

actor TicketStore {
    private var tickets: [Int: String] = [1: "Printer jam", 2: "VPN down"]
    private var nextID = 3

    func all() -> [(id: Int, summary: String)] {
        tickets.sorted { $0.key < $1.key }.map { (id: $0.key, summary: $0.value) }
    }

    func open(_ summary: String) -> Int {
        let id = nextID
        tickets[id] = summary
        nextID += 1
        return id
    }
}

struct TicketRow: Hashable {
    let id: Int
    let summary: String
}

struct HelpdeskView: View {
    let store = TicketStore()
    @State private var rows: [TicketRow] = []
    @State private var path: [TicketRow] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(rows, id: \.id) { row in
                    NavigationLink("#\(row.id) \(row.summary)", value: row)
                }
                Button("Report Outage") {
                    Task {
                        let id = await store.open("Outage")
                        await reload()
                        if let row = rows.first(where: { $0.id == id }) {
                            path.append(row)
                        }
                    }
                }
            }
            .navigationTitle("Tickets")
            .navigationDestination(for: TicketRow.self) { row in
                Text(row.summary).navigationTitle("Ticket \(row.id)")
            }
            .task {
                await reload()
            }
        }
    }

    @MainActor
    private func reload() async {
        rows = await store.all().map { TicketRow(id: $0.id, summary: $0.summary) }
    }
}

#Preview {
    HelpdeskView()
}
