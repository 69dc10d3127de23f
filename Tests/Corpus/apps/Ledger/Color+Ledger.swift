import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

extension Color {
    #if os(iOS)
    static let ledgerNegative = Color(uiColor: .systemRed)
    static let ledgerPositive = Color(uiColor: .systemGreen)
    #else
    static let ledgerNegative = Color.red
    static let ledgerPositive = Color.green
    #endif
}
