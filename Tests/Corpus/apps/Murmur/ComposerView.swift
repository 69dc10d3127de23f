import SwiftUI

struct ComposerView: View {
    @ObservedObject var composer: ComposerCoordinator
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(composer.contacts, id: \.self) { name in
                Button(name) { composer.start(with: name) }
            }
            .navigationTitle("New Chat")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}
