/// The engine that ran an example, as reports name it.
public enum EngineUsed: String, Hashable, Sendable, Codable, CaseIterable {
    /// navdocs's own interpreter of Swift.
    case interpreter
    /// The Swift compiler, against the SwiftUI model module.
    case compiler
}
