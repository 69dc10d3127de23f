import Foundation

/// A fault in the example's code that stops the program as Swift's runtime would, after
/// telling navdocs where and why (the runtime's own traps say neither).
enum ProgramFault {
    static func stop(_ message: String, at site: CallSite) -> Never {
        Harness.reportFault(message, site: site)
        fatalError(message)
    }
}
