import SwiftUI

struct City: Hashable, Identifiable {
    var id: String { name }
    let name: String
    let country: String
}

struct CitySearch: View {
    @State private var query = ""
    @State private var path: [City] = []
    private let cities = [
        City(name: "Lisbon", country: "Portugal"),
        City(name: "Lima", country: "Peru"),
        City(name: "Lyon", country: "France"),
        City(name: "Quito", country: "Ecuador"),
    ]

    private var results: [City] {
        guard !query.isEmpty else { return cities }
        return cities.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(results) { city in
                NavigationLink(city.name, value: city)
            }
            .searchable(text: $query, prompt: "Cities")
            .navigationTitle("Cities")
            .navigationDestination(for: City.self) { city in
                Text(city.country)
                    .navigationTitle(city.name)
            }
        }
    }
}

#Preview {
    CitySearch()
}
