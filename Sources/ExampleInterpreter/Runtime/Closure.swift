/// A closure value: its lowered body and the frame it captured.
final class Closure: @unchecked Sendable {
    let function: FunctionIR
    let captured: Frame?

    init(function: FunctionIR, captured: Frame?) {
        self.function = function
        self.captured = captured
    }
}

