import SwiftUI

struct EntryView: View {
    let entry: Trip.Entry
    @Environment(AppRouter.self) private var router

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.body.isEmpty ? "Nothing written yet" : entry.body)
            Button("Back to Trips") { router.popToRoot() }
        }
        .journalCard()
        .navigationTitle(entry.title)
    }
}

struct CompanionsView: View {
    let names: [String]

    var body: some View {
        List(names, id: \.self) { Text($0) }
            .navigationTitle("Companions")
    }
}
