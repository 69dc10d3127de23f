import SwiftUI

/// Every screen of the app is wrapped in the same frame: a title, a footer, content.
struct ScreenContainer<Content: View>: View {
    let title: String
    var footer: String? = nil
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(spacing: 0) {
            content()
            if let footer {
                Text(footer)
                    .font(.footnote)
            }
        }
        .navigationTitle(title)
    }
}

struct PodcastHome: View {
    var body: some View {
        NavigationStack {
            ScreenContainer(title: "Podcasts", footer: "2 shows") {
                List {
                    NavigationLink("Deep Field") {
                        EpisodeList(show: "Deep Field", episodes: 12)
                    }
                    NavigationLink("Small Talk") {
                        EpisodeList(show: "Small Talk", episodes: 3)
                    }
                }
            }
        }
    }
}

struct EpisodeList: View {
    let show: String
    let episodes: Int

    var body: some View {
        ScreenContainer(title: show) {
            List(1...episodes, id: \.self) { number in
                NavigationLink("Episode \(number)") {
                    ScreenContainer(title: "\(show) #\(number)", footer: "Now playing") {
                        Text("Playing episode \(number)")
                    }
                }
            }
        }
    }
}

#Preview {
    PodcastHome()
}
