import SwiftUI

struct Album: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct AlbumsScreen: View {
    @State private var albums = [Album(id: 1, name: "Summer"), Album(id: 2, name: "Hiking")]
    @State private var path: [Album] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(albums) { album in
                NavigationLink(album.name, value: album)
            }
            .navigationTitle("Albums")
            .navigationDestination(for: Album.self) { album in
                AlbumDetail(album: album) {
                    albums.removeAll { $0.id == album.id }
                    path.removeLast()
                }
            }
        }
    }
}

struct AlbumDetail: View {
    let album: Album
    var onDelete: () -> Void
    @State private var confirmsDelete = false

    var body: some View {
        Text("Photos in \(album.name)")
            .navigationTitle(album.name)
            .toolbar {
                ToolbarItem(placement: .destructiveAction) {
                    Button("Delete Album", role: .destructive) {
                        confirmsDelete = true
                    }
                }
            }
            .alert("Delete \(album.name)?", isPresented: $confirmsDelete) {
                Button("Delete", role: .destructive, action: onDelete)
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("The photos stay in your library.")
            }
    }
}

#Preview {
    AlbumsScreen()
}
