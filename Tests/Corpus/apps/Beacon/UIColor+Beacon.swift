#if canImport(UIKit)
import UIKit

extension UIColor {
    static let beaconAccent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemYellow : .systemOrange
    }
}
#endif
