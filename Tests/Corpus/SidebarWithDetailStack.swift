import SwiftUI

enum Topic: String, CaseIterable, Identifiable, Hashable {
    case planets = "Planets"
    case moons = "Moons"
    var id: String { rawValue }

    var items: [String] {
        switch self {
        case .planets: return ["Mars", "Venus"]
        case .moons: return ["Europa", "Titan"]
        }
    }
}

struct AstronomyView: View {
    @State private var topic: Topic? = .planets
    @State private var detailPath: [String] = []

    var body: some View {
        NavigationSplitView {
            List(Topic.allCases, selection: $topic) { topic in
                Text(topic.rawValue).tag(topic)
            }
            .navigationTitle("Sky")
        } detail: {
            NavigationStack(path: $detailPath) {
                if let topic {
                    List(topic.items, id: \.self) { item in
                        NavigationLink(item, value: item)
                    }
                    .navigationTitle(topic.rawValue)
                    .navigationDestination(for: String.self) { item in
                        Text("All about \(item)")
                            .navigationTitle(item)
                    }
                } else {
                    Text("Pick a topic")
                }
            }
        }
        .onChange(of: topic) { _, _ in
            detailPath.removeAll()
        }
    }
}

#Preview {
    AstronomyView()
}
