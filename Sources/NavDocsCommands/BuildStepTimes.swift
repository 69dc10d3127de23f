import Foundation
import Synchronization

/// Writes how long each step of a build took (`NAVDOCS_STEP_TIMES=1`), for the benchmarks
/// page: the pipeline reports each step as it starts, so a step ends where the next starts.
final class BuildStepTimes: Sendable {
    private struct Current {
        var name: String
        var start: ContinuousClock.Instant
        var startCPU: Double
    }

    private let current = Mutex<Current?>(nil)
    private let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    func start(_ name: String) {
        let now = ContinuousClock.now
        let cpu = Self.processCPUSeconds()
        let finished = current.withLock { current in
            defer { current = Current(name: name, start: now, startCPU: cpu) }
            return current
        }
        if let finished { report(finished, until: now) }
    }

    func finish() {
        let now = ContinuousClock.now
        if let finished = current.withLock({ current in defer { current = nil }; return current }) {
            report(finished, until: now)
        }
    }

    private func report(_ step: Current, until end: ContinuousClock.Instant) {
        let elapsed = end - step.start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let cpu = Self.processCPUSeconds() - step.startCPU
        write(String(format: "step %@: %.3f s, CPU %.3f s\n", step.name, seconds, cpu))
    }

    /// User and system time of the whole process so far: a step that keeps both cores busy
    /// shows about twice its wall time.
    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
