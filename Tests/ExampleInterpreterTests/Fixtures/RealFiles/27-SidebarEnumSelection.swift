import SwiftUI

enum SidebarItem: String, Hashable, CaseIterable, Identifiable {
    case photos = "Photos"
    case albums = "Albums"
    case shared = "Shared"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .photos: "photo"
        case .albums: "rectangle.stack"
        case .shared: "person.2"
        }
    }
}

struct GalleryView: View {
    @State private var selection: SidebarItem? = .photos

    var body: some View {
        NavigationSplitView {
            List(SidebarItem.allCases, selection: $selection) { item in
                Label(item.rawValue, systemImage: item.symbol)
                    .tag(item)
            }
            .navigationTitle("Gallery")
        } detail: {
            switch selection {
            case .some(let item):
                Text(item.rawValue)
                    .navigationTitle(item.rawValue)
            case .none:
                Text("Nothing selected")
            }
        }
    }
}

#Preview {
    GalleryView()
}
