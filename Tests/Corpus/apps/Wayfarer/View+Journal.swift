import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct JournalCard: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color(uiColor: .secondarySystemBackground))
    }
}

extension View {
    func journalCard() -> some View {
        modifier(JournalCard())
    }
}
