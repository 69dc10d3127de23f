import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

struct Gadget: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct GadgetsView: View {
    let gadgets = [Gadget(id: 1, name: "Lamp"), Gadget(id: 2, name: "Fan")]

    var platformName: String {
        #if os(iOS) && !targetEnvironment(macCatalyst)
        return "iPhone"
        #elseif os(macOS)
        return "Mac"
        #else
        return "Other"
        #endif
    }

    var body: some View {
        NavigationStack {
            List(gadgets) { gadget in
                NavigationLink(gadget.name, value: gadget)
            }
            .navigationTitle("Gadgets on \(platformName)")
            .navigationDestination(for: Gadget.self) { gadget in
                Text(gadget.name)
            }
        }
    }
}

#Preview {
    GadgetsView()
}
