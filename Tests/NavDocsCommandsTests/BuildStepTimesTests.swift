import Synchronization
import Testing
@testable import NavDocsCommands

@Suite struct BuildStepTimesTests {
    @Test func eachStepGetsOneLineWithItsTimeInOrder() {
        let lines = Mutex<[String]>([])
        let times = BuildStepTimes { text in lines.withLock { $0.append(text) } }
        times.start("read content")
        times.start("render pages")
        times.finish()
        times.finish()
        let written = lines.withLock { $0 }
        #expect(written.count == 2)
        #expect(written.first?.hasPrefix("step read content: ") == true)
        #expect(written.last?.hasPrefix("step render pages: ") == true)
        #expect(written.allSatisfy { $0.hasSuffix(" s\n") })
    }
}
