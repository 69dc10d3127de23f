// swift-tools-version: 6.1
// The model modules a compiled example is built against: `import SwiftUI` (and `UIKit`,
// `Combine`) in an example finds these, built into one library. A package of its own so that
// no module of navdocs's own build is named SwiftUI, UIKit or Combine (a dependency's
// `#if canImport(UIKit)` would take the iOS branch). Built by `make build` into
// .build/models; navdocs finds it there, or installed in PREFIX/lib/navdocs.
import PackageDescription

let package = Package(
    name: "NavDocsModelModules",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "NavDocsSwiftUI", type: .dynamic, targets: ["SwiftUI", "UIKit", "Combine"]),
    ],
    dependencies: [
        .package(name: "navdocs", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // Examples are compiled in Swift 5 mode, as most app projects are, and so are these.
        .target(
            name: "SwiftUI",
            dependencies: [
                .product(name: "NavigationModel", package: "navdocs"),
                .product(name: "EngineWire", package: "navdocs"),
                "UIKit", "Combine",
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(name: "UIKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
