/// Local variables of one function or closure invocation, found by slot index.
final class Frame: @unchecked Sendable {
    var slots: [RuntimeValue]
    let parent: Frame?

    /// Slots for code that runs outside any function (initial values, globals): room for
    /// the bindings an `if case` inside an initial value may declare.
    static let detachedSlotCount = 16

    init(slotCount: Int, parent: Frame?) {
        self.slots = Array(repeating: .void, count: slotCount)
        self.parent = parent
    }

    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth { frame = frame.parent! }
        return frame
    }
}
