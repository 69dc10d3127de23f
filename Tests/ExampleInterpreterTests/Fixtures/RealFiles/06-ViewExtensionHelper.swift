import SwiftUI

extension View {
    func cardStyle() -> some View {
        self
            .padding()
            .background(Color.gray)
    }
}

struct CardModifier: ViewModifier {
    var highlighted: Bool

    func body(content: Content) -> some View {
        content
            .padding()
            .foregroundStyle(highlighted ? Color.orange : Color.primary)
    }
}

struct Planet: Hashable {
    var name: String
    var moons: Int
}

struct PlanetsView: View {
    let planets = [Planet(name: "Mars", moons: 2), Planet(name: "Venus", moons: 0)]

    var body: some View {
        NavigationStack {
            List(planets, id: \.name) { planet in
                NavigationLink(planet.name, value: planet)
                    .modifier(CardModifier(highlighted: planet.moons > 0))
            }
            .navigationDestination(for: Planet.self) { planet in
                Text("\(planet.name) has \(planet.moons) moons")
                    .cardStyle()
            }
            .navigationTitle("Planets")
        }
    }
}

#Preview {
    PlanetsView()
}
