// swift-tools-version: 6.1
// The data flow reads top to bottom: pages → examples → model → scenarios → site → commands.
// Sources/ holds the product's targets; Tools/ the support code (C shims, fuzzing, benchmarks,
// the theme embedder, the model module's generator).
import PackageDescription

let package = Package(
    name: "navdocs",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "navdocs", targets: ["navdocs"]),
        // For the model modules' package (ModelModules/): the compiled examples' runtime runs
        // the same navigation model and speaks the same messages.
        .library(name: "NavigationModel", targets: ["NavigationModel"]),
        .library(name: "EngineWire", targets: ["EngineWire"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // cmark's headers, found through pkg-config.
        .systemLibrary(
            name: "CCmark",
            path: "Tools/CShims/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // The one system call Swift's Glibc module lacks: an atomic exchange of two paths.
        .target(name: "CFileSwap", path: "Tools/CShims/CFileSwap"),
        .target(name: "Diagnostics"),
        .target(
            name: "Pages",
            dependencies: ["CCmark", "Diagnostics", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "NavigationModel"),
        // The messages between navdocs and a compiled example's process.
        .target(name: "EngineWire", dependencies: ["NavigationModel"]),

        // swift-syntax's parser under the limits every caller shares (checked before parsing,
        // a nesting level, a large stack): the interpreter parses examples with it, the site's
        // highlighter parses code blocks with it.
        .target(
            name: "SwiftParsingGuards",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "ExampleInterpreter",
            dependencies: [
                "NavigationModel", "Diagnostics", "SwiftParsingGuards",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        // The compiled engine's side in navdocs: an example and its scenarios' code as one Swift
        // program, compiled by swiftc against the model modules and run in a process of its own.
        .target(
            name: "CompiledExamples",
            dependencies: [
                "NavigationModel", "EngineWire", "Diagnostics", "CFileSwap",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "Scenarios",
            dependencies: ["Pages", "ExampleInterpreter", "CompiledExamples", "EngineWire", "NavigationModel", "Diagnostics", "SwiftParsingGuards"]
        ),
        // The repository's templates/ built into navdocs (by the EmbedTheme plugin), so an
        // installed binary needs no templates on disk.
        .target(name: "BuiltinTheme", plugins: ["EmbedTheme"]),
        .executableTarget(name: "ThemeEmbedder", path: "Tools/ThemeEmbedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "CFileSwap", "Pages", "BuiltinTheme", "Scenarios", "NavigationModel", "Diagnostics", "SwiftParsingGuards",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // `navdocs serve`: static files, live reload and the diagnostics overlay.
        .target(
            name: "Preview",
            dependencies: [
                "Diagnostics",
                .product(name: "FlyingFox", package: "FlyingFox"),
                // The sockets FlyingFox is built on: the server reads their errors and addresses.
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.embedInCode("Resources/live-reload.js")]
        ),
        .target(
            name: "NavDocsCommands",
            dependencies: [
                "Pages", "Scenarios", "NavigationModel", "SiteBuilder", "Diagnostics", "Preview", "BuiltinTheme",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // jemalloc replaces glibc's malloc in the command (only there: tests and benchmarks
        // keep the system allocator). A build makes millions of small allocations on two
        // threads; `make bench` measured the difference (README, Benchmarks).
        .executableTarget(
            name: "navdocs",
            dependencies: ["NavDocsCommands", "CAllocatorSettings"],
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        // jemalloc's settings, read when it starts: only the navdocs command links it.
        .target(name: "CAllocatorSettings", path: "Tools/CShims/CAllocatorSettings"),
        // `make fuzz`: libFuzzer targets over the page parser, info strings, scenarios and examples.
        .target(name: "FuzzTargets", dependencies: ["Pages", "Scenarios", "SiteBuilder"], path: "Tools/Fuzzing/FuzzTargets"),
        .executableTarget(name: "NavDocsFuzz", dependencies: ["FuzzTargets"], path: "Tools/Fuzzing/NavDocsFuzz"),
        .executableTarget(
            name: "NavDocsBenchmarks",
            dependencies: ["NavigationModel", "ExampleInterpreter", "Diagnostics", "Scenarios", "Pages"],
            path: "Tools/Benchmarks/NavDocsBenchmarks"
        ),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"], exclude: ["Golden"]),
        .testTarget(name: "PagesTests", dependencies: ["Pages"]),
        .testTarget(
            name: "NavigationModelTests",
            dependencies: ["NavigationModel", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Fixtures/RealFiles: whole SwiftUI files the tests read as text, not sources of the target.
        .testTarget(name: "ExampleInterpreterTests", dependencies: ["ExampleInterpreter", "NavigationModel"], exclude: ["Fixtures"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Pages", "SwiftParsingGuards", "NavigationModel"], exclude: ["Fixtures"]),
        .testTarget(
            name: "SiteBuilderTests",
            // CCmark: the CommonMark conformance test asks cmark for the expectation of raw-HTML examples.
            // SwiftIDEUtils: its classification is the oracle the highlighter is held to.
            dependencies: [
                "SiteBuilder", "Pages", "CCmark", "BuiltinTheme", "SwiftParsingGuards",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            // HighlighterFixtures: code the highlighter's differential test reads (the `code` benchmark's blocks).
            exclude: ["Fixtures", "HighlighterFixtures"]
        ),
        // Yams: the workflow `navdocs init` writes is parsed as YAML.
        .testTarget(
            name: "NavDocsCommandsTests",
            dependencies: ["NavDocsCommands", "SiteBuilder", "BuiltinTheme", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(name: "CompiledExamplesTests", dependencies: ["CompiledExamples", "Diagnostics", "NavigationModel", "EngineWire"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "Diagnostics"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"], exclude: ["Crashers"]),
    ]
)
