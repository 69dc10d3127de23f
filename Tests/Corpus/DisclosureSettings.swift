import SwiftUI

struct PrivacySettings: View {
    @State private var sharesLocation = false
    @State private var expanded = true
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                DisclosureGroup("Location", isExpanded: $expanded) {
                    Toggle("Share Location", isOn: $sharesLocation)
                    if sharesLocation {
                        NavigationLink("Shared With", value: "shared")
                    }
                }
                NavigationLink("Analytics", value: "analytics")
            }
            .navigationTitle("Privacy")
            .navigationDestination(for: String.self) { page in
                switch page {
                case "shared":
                    Text("Family, Friends").navigationTitle("Shared With")
                case "analytics":
                    Text("Off").navigationTitle("Analytics")
                default:
                    fatalError("unknown page \(page)")
                }
            }
        }
    }
}

#Preview {
    PrivacySettings()
}
