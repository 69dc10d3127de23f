import SwiftIfConfig
import SwiftSyntax

/// The build an example's `#if`s see: an iOS debug build on a device, as the app it comes
/// from is built in Xcode (the compiler on Linux would take the other branches).
struct IOSBuildConfiguration: BuildConfiguration {
    /// The frameworks an iOS app can import.
    static let importableModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Observation", "Combine", "Dispatch", "SwiftData", "MapKit", "os",
        "CoreData", "CoreLocation", "StoreKit", "PhotosUI", "AVFoundation", "Charts", "WebKit", "CoreGraphics",
        "UniformTypeIdentifiers", "Network", "OSLog", "AuthenticationServices", "CloudKit", "WidgetKit", "AppIntents",
    ]

    func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
    func hasFeature(name: String) throws -> Bool { false }
    func hasAttribute(name: String) throws -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let first = importPath.first?.1 else { return false }
        return Self.importableModules.contains(first)
    }

    func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    /// iOS apps are Mach-O binaries.
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
