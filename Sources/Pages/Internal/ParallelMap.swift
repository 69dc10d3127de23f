import Foundation

extension Array where Element: Sendable {
    /// Maps the elements on all cores; results keep the input order.
    ///
    /// The first error thrown (by index) is rethrown after all work finished.
    package func parallelMap<T>(_ transform: @Sendable (Element) throws -> T) throws -> [T] {
        let count = self.count
        guard count > 1 else { return try map(transform) }
        var results = [Result<T, Error>?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                output[index] = Result { try transform(self[index]) }
            }
        }
        return try results.map { try $0!.get() }
    }
}

extension Array where Element: Sendable {
    /// ``parallelMap(_:)`` for a transform that cannot fail.
    package func parallelMap<T>(_ transform: @Sendable (Element) -> T) -> [T] {
        let count = self.count
        guard count > 1 else { return map(transform) }
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                output[index] = transform(self[index])
            }
        }
        return results.map { $0! }
    }
}
