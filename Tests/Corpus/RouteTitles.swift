import SwiftUI

enum HelpRoute: Hashable, CaseIterable {
    case gettingStarted
    case billing
    case privacy
    case contact

    var title: String {
        switch self {
        case .gettingStarted: return "Getting Started"
        case .billing: return "Billing"
        case .privacy: return "Privacy"
        case .contact: return "Contact Us"
        }
    }

    var related: [HelpRoute] {
        switch self {
        case .billing: return [.contact]
        case .privacy: return [.contact, .billing]
        case .gettingStarted, .contact: return []
        }
    }
}

struct HelpCenter: View {
    @State private var path: [HelpRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(HelpRoute.allCases, id: \.self) { route in
                NavigationLink(route.title, value: route)
            }
            .navigationTitle("Help")
            .navigationDestination(for: HelpRoute.self) { route in
                HelpArticle(route: route)
            }
        }
    }
}

struct HelpArticle: View {
    let route: HelpRoute

    var body: some View {
        List {
            Text("How \(route.title.lowercased()) works")
            if !route.related.isEmpty {
                Section("Related") {
                    ForEach(route.related, id: \.self) { other in
                        NavigationLink(other.title, value: other)
                    }
                }
            }
        }
        .navigationTitle(route.title)
    }
}

#Preview {
    HelpCenter()
}
