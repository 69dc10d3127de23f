import SwiftUI

struct Draft: Hashable {
    var title: String
}

struct DraftsView: View {
    @State private var drafts = [Draft(title: "Trip report"), Draft(title: "Cover letter")]
    @State private var published: [String] = []

    var body: some View {
        NavigationStack {
            List {
                Section("Drafts") {
                    ForEach(drafts, id: \.title) { draft in
                        NavigationLink(draft.title) {
                            DraftEditor(draft: draft) {
                                published.append(draft.title)
                                drafts.removeAll { $0 == draft }
                            }
                        }
                    }
                }
                Section("Published") {
                    ForEach(published, id: \.self) { title in
                        Text(title)
                    }
                }
            }
            .navigationTitle("Writing")
        }
    }
}

struct DraftEditor: View {
    let draft: Draft
    let publish: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Editing \(draft.title)")
            Button("Publish") {
                publish()
                dismiss()
            }
            Button("Discard Changes") {
                dismiss()
            }
        }
        .navigationTitle(draft.title)
    }
}

#Preview {
    DraftsView()
}
