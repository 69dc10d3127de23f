import SwiftUI
import Observation

@Observable
final class AppRouter {
    var path = NavigationPath()

    func show(artist: Artist) {
        path.append(artist)
    }

    func show(album: Album) {
        path.append(album)
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}

struct Artist: Hashable {
    var name: String
}

struct Album: Hashable {
    var title: String
    var artist: Artist
}

struct MusicRootView: View {
    @State private var router = AppRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            ArtistList()
                .navigationDestination(for: Artist.self) { artist in
                    ArtistPage(artist: artist)
                }
                .navigationDestination(for: Album.self) { album in
                    AlbumPage(album: album)
                }
        }
        .environment(router)
    }
}

struct ArtistList: View {
    @Environment(AppRouter.self) private var router
    let artists = [Artist(name: "Nina Vale"), Artist(name: "The Lanterns")]

    var body: some View {
        List(artists, id: \.name) { artist in
            Button(artist.name) {
                router.show(artist: artist)
            }
        }
        .navigationTitle("Artists")
    }
}

struct ArtistPage: View {
    @Environment(AppRouter.self) private var router
    let artist: Artist

    var body: some View {
        List {
            Button("Night Trains") {
                router.show(album: Album(title: "Night Trains", artist: artist))
            }
            Button("Quiet Harbor") {
                router.show(album: Album(title: "Quiet Harbor", artist: artist))
            }
        }
        .navigationTitle(artist.name)
    }
}

struct AlbumPage: View {
    @Environment(AppRouter.self) private var router
    let album: Album

    var body: some View {
        VStack {
            Text("\(album.title) by \(album.artist.name)")
            Button("Done") {
                router.popToRoot()
            }
        }
        .navigationTitle(album.title)
    }
}

#Preview {
    MusicRootView()
}
