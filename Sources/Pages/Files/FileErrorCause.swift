import Foundation

/// The cause of a failed file operation in words a user can act on
/// ("No space left on device"), never Foundation's "… error 5".
public enum FileErrorCause {
    public static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        // Our own errors describe themselves; bridged to NSError they would read "… error 5".
        if nsError.domain != NSCocoaErrorDomain { return String(describing: error) }
        return error.localizedDescription
    }

    /// The cause of the last failed system call.
    public static func lastSystemError() -> String {
        String(cString: strerror(errno))
    }
}
