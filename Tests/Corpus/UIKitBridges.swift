import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct Place: Hashable {
    var name: String
    var mapsURL: URL
}

struct PlacesView: View {
    @State private var path: [Place] = []
    @State private var lastOpened: URL?
    private let places = [
        Place(name: "Lighthouse", mapsURL: URL(string: "maps://?q=lighthouse")!),
        Place(name: "Pier", mapsURL: URL(string: "maps://?q=pier")!),
    ]

    init() {
        #if os(iOS)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor.systemTeal
        UINavigationBar.appearance().standardAppearance = appearance
        #endif
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(places, id: \.name) { place in
                Button(place.name) {
                    #if os(iOS)
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                    #endif
                    path.append(place)
                }
            }
            .navigationTitle("Places")
            .navigationDestination(for: Place.self) { place in
                VStack {
                    Text(place.name)
                        .foregroundStyle(Color(uiColor: .secondaryLabel))
                    Button("Open in Maps") {
                        #if os(iOS)
                        if UIApplication.shared.canOpenURL(place.mapsURL) {
                            UIApplication.shared.open(place.mapsURL)
                        }
                        #endif
                        lastOpened = place.mapsURL
                    }
                    Button("Settings") {
                        #if os(iOS)
                        if let url = URL(string: UIApplication.openSettingsURLString) {
                            UIApplication.shared.open(url)
                        }
                        #else
                        fatalError("Settings exist on iOS only")
                        #endif
                    }
                }
                .navigationTitle(place.name)
            }
        }
    }
}

#Preview {
    PlacesView()
}
