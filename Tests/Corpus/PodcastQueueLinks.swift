import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: Int
    var title: String
    var show: String
}

struct PodcastHome: View {
    @State private var path: [Episode] = []
    @State private var nowPlaying: Episode?
    @State private var showsSettings = false

    let episodes = [
        Episode(id: 21, title: "Tide Pools at Night", show: "Coastlines"),
        Episode(id: 22, title: "The Lighthouse Keeper", show: "Coastlines"),
        Episode(id: 40, title: "Sourdough Myths", show: "Crumb"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(episodes) { episode in
                NavigationLink(episode.title, value: episode)
            }
            .navigationTitle("Episodes")
            .navigationDestination(for: Episode.self) { episode in
                EpisodeDetail(episode: episode) { nowPlaying = $0 }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showsSettings = true
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
            .sheet(isPresented: $showsSettings) {
                Text("Playback speed: 1.0×")
            }
        }
        .sheet(item: $nowPlaying) { episode in
            NowPlayingSheet(episode: episode, nowPlaying: $nowPlaying)
        }
        // podcasts://episode/22 shows an episode; adding ?play=1 starts it too.
        .onOpenURL { url in
            guard url.host == "episode", let id = Int(url.lastPathComponent) else { return }
            guard let episode = episodes.first(where: { $0.id == id }) else { return }
            path = [episode]
            if url.query == "play=1" {
                nowPlaying = episode
            }
        }
    }
}

struct EpisodeDetail: View {
    let episode: Episode
    var onPlay: (Episode) -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text(episode.show).font(.headline)
            Button {
                onPlay(episode)
            } label: {
                Image(systemName: "play.circle.fill")
                    .font(.largeTitle)
            }
            .accessibilityLabel("Play Episode")
        }
        .navigationTitle(episode.title)
    }
}

struct NowPlayingSheet: View {
    let episode: Episode
    @Binding var nowPlaying: Episode?

    var body: some View {
        Text("Playing \(episode.title)")
            // The widget's stop link closes the player wherever the app is.
            .onOpenURL { url in
                if url.host == "stop" {
                    nowPlaying = nil
                }
            }
    }
}

#Preview {
    PodcastHome()
}
