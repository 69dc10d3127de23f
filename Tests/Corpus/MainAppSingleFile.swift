//
//  TrailsApp.swift
//  Trails
//

import SwiftUI

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct Trail: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let kilometers: Double
}

struct ContentView: View {
    private let trails = [
        Trail(name: "Ridge Loop", kilometers: 8.5),
        Trail(name: "Fern Gully", kilometers: 3.2),
    ]

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                NavigationLink {
                    TrailDetail(trail: trail)
                } label: {
                    HStack {
                        Text(trail.name)
                        Spacer()
                        Text(trail.kilometers, format: .number.precision(.fractionLength(1)))
                    }
                }
            }
            .navigationTitle("Trails")
        }
    }
}

struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(trail.name).font(.title)
            Text(String(format: "%.1f km", trail.kilometers))
        }
        .navigationTitle(trail.name)
    }
}

#Preview {
    ContentView()
}
