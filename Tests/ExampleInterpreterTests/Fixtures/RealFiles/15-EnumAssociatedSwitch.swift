import SwiftUI

enum Destination: Hashable {
    case city(String, population: Int)
    case country(code: String)
    case nowhere
}

struct AtlasView: View {
    @State private var path: [Destination] = []

    private let places: [Destination] = [
        .city("Lisbon", population: 545_000),
        .country(code: "PT"),
        .nowhere,
    ]

    func label(for place: Destination) -> String {
        switch place {
        case let .city(name, population) where population > 1_000_000:
            return "\(name) (large)"
        case .city(let name, _):
            return name
        case .country(let code):
            return "Country \(code)"
        case .nowhere:
            return "Nowhere"
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(places, id: \.self) { place in
                NavigationLink(label(for: place), value: place)
            }
            .navigationTitle("Atlas")
            .navigationDestination(for: Destination.self) { place in
                Text(label(for: place))
            }
        }
    }
}

#Preview {
    AtlasView()
}
