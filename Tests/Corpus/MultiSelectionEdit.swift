import SwiftUI

struct Song: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct PlaylistEditor: View {
    @State private var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Drift"), Song(id: 3, title: "Outro")]
    @State private var selection = Set<Int>()
    @State private var queued: [Song] = []
    @State private var showsQueue = false

    var body: some View {
        NavigationStack {
            List(songs, selection: $selection) { song in
                Text(song.title)
            }
            .environment(\.editMode, .constant(.active))
            .navigationTitle("Playlist")
            .toolbar {
                Button("Queue \(selection.count)") {
                    queued = songs.filter { selection.contains($0.id) }
                    showsQueue = true
                }
                .disabled(selection.isEmpty)
            }
            .navigationDestination(isPresented: $showsQueue) {
                List(queued) { Text($0.title) }
                    .navigationTitle("Up Next")
            }
        }
    }
}

#Preview {
    PlaylistEditor()
}
