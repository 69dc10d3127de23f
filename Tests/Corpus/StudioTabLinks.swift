import SwiftUI

enum StudioTab: Hashable {
    case classes, bookings
}

struct YogaClass: Hashable, Identifiable {
    let id: Int
    var name: String
    var teacher: String
}

@main
struct StudioApp: App {
    var body: some Scene {
        WindowGroup {
            StudioRoot()
        }
    }
}

struct StudioRoot: View {
    @State private var selection: StudioTab = .classes
    @State private var classPath: [YogaClass] = []
    @State private var bookingPath: [String] = []
    @State private var classLinks: [String] = []

    let classes = [
        YogaClass(id: 5, name: "Sunrise Flow", teacher: "Imke"),
        YogaClass(id: 9, name: "Yin & Breath", teacher: "Tomas"),
    ]

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack(path: $classPath) {
                List(classes) { item in
                    NavigationLink(item.name, value: item)
                }
                .navigationTitle("Classes")
                .navigationDestination(for: YogaClass.self) { item in
                    Text("\(item.name) with \(item.teacher)")
                        .navigationTitle(item.name)
                }
                // The classes screen notes each link that arrives while it shows.
                .onOpenURL { url in classLinks.append(url.path) }
            }
            .tabItem { Label("Classes", systemImage: "figure.mind.and.body") }
            .tag(StudioTab.classes)

            NavigationStack(path: $bookingPath) {
                Text("No upcoming bookings")
                    .navigationTitle("Bookings")
                    .navigationDestination(for: String.self) { code in
                        Text("Booking \(code)")
                            .navigationTitle("Booking")
                    }
            }
            .tabItem { Label("Bookings", systemImage: "calendar") }
            .tag(StudioTab.bookings)
        }
        // studio://class/9 and studio://booking/AB12 pick the tab and push onto its stack.
        .onOpenURL { url in
            switch url.host {
            case "class":
                selection = .classes
                if let id = Int(url.lastPathComponent), let item = classes.first(where: { $0.id == id }) {
                    classPath = [item]
                }
            case "booking":
                selection = .bookings
                bookingPath = [url.lastPathComponent]
            default:
                break
            }
        }
    }
}
