import ArgumentParser

/// The root `navdocs` command; subcommands arrive with their issues.
public struct NavDocs: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "navdocs",
        abstract: "Build a documentation site whose SwiftUI navigation examples are executed and verified.",
        subcommands: []
    )

    public init() {}
}
