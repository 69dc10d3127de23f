import SwiftUI

struct SectionsList: View {
    var body: some View {
        List(NewsSection.allCases, id: \.self) { section in
            NavigationLink(section.rawValue, value: section)
        }
        .navigationTitle("Gazette")
    }
}
