import Foundation
import EngineWire
internal import NavigationModel

/// The compiled example's main loop: requests on standard input, replies on the
/// descriptor that was standard output (the example's own `print`s go to standard error).
@MainActor
enum Harness {
    nonisolated(unsafe) private static var replyDescriptor: Int32 = 1

    static func run(_ app: CompiledApp) -> Never {
        exitWhenOrphaned()
        limitMemory()
        replyDescriptor = dup(1)
        dup2(2, 1)
        var session: NavigationSession?
        var exercised: Set<BehaviourID> = []
        var subjects = SubjectStates()
        let decoder = JSONDecoder()
        // The process's first launch, while nothing else has been asked: navdocs hands a
        // process that evaluated the launch screen to the first scenario launching the same
        // way, and that launch is answered with the one already made, not made again
        // (its `onAppear`s and tasks would run twice in one process).
        var firstLaunch: (size: SizeClass, platform: PlatformVersion, session: NavigationSession, exercised: Set<BehaviourID>, reply: EngineReply)?
        var requests = 0
        while let line = readLine(strippingNewline: true) {
            guard let request = try? decoder.decode(EngineRequest.self, from: Data(line.utf8)) else {
                FileHandle.standardError.write(Data("navdocs: unreadable request\n".utf8))
                exit(3)
            }
            requests += 1
            if requests == 2, case .launch(let size, let platform) = request, let first = firstLaunch,
               first.size == size, first.platform == platform {
                session = first.session
                exercised = first.exercised
                firstLaunch = nil
                reply(first.reply)
                continue
            }
            firstLaunch = nil
            switch request {
            case .launch(let size, let platform):
                var launched: NavigationSession
                do {
                    let state = try app.initialState(sizeClass: size, platform: platform)
                    _ = app.renderer.takeExercised()
                    launched = NavigationSession(app: app, state: state)
                } catch {
                    launched = NavigationSession(app: FailedLaunch(error: error), state: AppState(sizeClass: size, platform: platform))
                }
                exercised = app.renderer.takeExercised()
                session = launched
                let answer = EngineReply.step(stepReply(launched, failure: launched.launchError, exercised: exercised))
                if requests == 1 { firstLaunch = (size, platform, launched, exercised, answer) }
                reply(answer)
            case .action(let action, let written):
                guard var current = session else { exit(4) }
                let result = current.perform(action, as: written)
                session = current
                exercised.formUnion(app.renderer.takeExercised())
                reply(.step(stepReply(current, failure: result.failure, exercised: exercised)))
            case .run(let snippet, let written):
                guard var current = session else { exit(4) }
                let result = current.perform(.run(CodeRef(id: ProgramSnippets.runBase + snippet)), as: written)
                session = current
                exercised.formUnion(app.renderer.takeExercised())
                reply(.step(stepReply(current, failure: result.failure, exercised: exercised)))
            case .relaunch(let written):
                guard var current = session else { exit(4) }
                do {
                    try app.resetRootForRelaunch()
                } catch {
                    app.resetRoot()
                }
                let result = current.relaunch(into: app, as: written)
                session = current
                exercised.formUnion(app.renderer.takeExercised())
                reply(.step(stepReply(current, failure: result.failure, exercised: exercised)))
            case .expect(let snippet):
                guard let current = session else { exit(4) }
                do {
                    let outcome = try app.expectation(snippet, in: current.state)
                    let subject = outcome.holds ? nil : outcome.subject.flatMap { app.renderer.bridge.value($0) }
                    reply(.expectation(ExpectationReply(holds: outcome.holds, subjectValue: subject, fault: nil)))
                } catch let error as NavigationAppError {
                    reply(.expectation(ExpectationReply(holds: false, subjectValue: nil, fault: error)))
                } catch {
                    reply(.expectation(ExpectationReply(holds: false, subjectValue: nil, fault: NavigationAppError("\(error)"))))
                }
                exercised.formUnion(app.renderer.takeExercised())
            case .record(let written, let outcome, let message):
                switch outcome {
                case .notRun: session?.recordNotRun(written)
                case .passed: session?.recordExpectation(written, passed: true, message: message)
                case .failed: session?.recordExpectation(written, passed: false, message: message)
                }
                reply(.done)
            case .trace:
                reply(.trace(session?.trace ?? Trace()))
            case .explore(let limits):
                reply(.graph(NavigationExplorer.readerGraph(app: app, limits: limits) { size in
                    try app.initialState(sizeClass: size, platform: .iOS17)
                }))
            case .subjectLaunch:
                subjects.reset()
                guard let state = try? app.initialState(sizeClass: .regular, platform: .iOS17) else {
                    reply(.subject(state: nil, ui: nil))
                    continue
                }
                let launched = NavigationSession(app: app, state: state, recordsTrace: false)
                guard launched.launchError == nil else {
                    reply(.subject(state: nil, ui: nil))
                    continue
                }
                reply(.subject(state: subjects.number(for: launched), ui: launched.ui))
            case .subjectApply(let number, let action):
                guard var copy = subjects.session(number), case .success = copy.perform(action) else {
                    reply(.subject(state: nil, ui: nil))
                    continue
                }
                reply(.subject(state: subjects.number(for: copy), ui: copy.ui))
            case .subjectActions(let number):
                reply(.actions(subjects.session(number)?.availableActions ?? []))
            case .quit:
                reply(.done)
                exit(0)
            }
        }
        exit(0)
    }

    private static func stepReply(_ session: NavigationSession, failure: NavigationError?, exercised: Set<BehaviourID>) -> StepReply {
        StepReply(
            failure: failure, events: session.lastActionEvents, ui: session.ui,
            state: session.state.values, exercised: exercised.sorted())
    }

    private static func reply(_ reply: EngineReply) {
        guard var data = try? JSONEncoder().encode(reply) else { exit(5) }
        data.append(0x0A)
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(replyDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { exit(6) }
                offset += written
            }
        }
    }

    /// Tells navdocs where and why the program stops, before it traps.
    nonisolated static func reportFault(_ message: String, site: CallSite) {
        let report = ProgramFaultReport(message: message, source: site.sourceRef)
        guard let data = try? JSONEncoder().encode(report), let text = String(data: data, encoding: .utf8) else { return }
        FileHandle.standardError.write(Data((ProgramFaultReport.marker + text + "\n").utf8))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An app whose launch failed: the session reports the error as the launch's.
private struct FailedLaunch: NavigationApp {
    let error: any Error
    var types: TypeTable { TypeTable() }
    func root(in state: AppState) throws -> ViewNode { throw error }
    func destination(_ ref: DestinationRef, value: Value?, in state: AppState) throws -> ViewNode { throw error }
    func perform(_ code: CodeRef, in state: inout AppState) throws { throw error }
}

/// The states of a migration comparison, numbered: equal states share a number.
private struct SubjectStates {
    private var sessions: [NavigationSession] = []
    private var numbers: [AppState: Int] = [:]

    mutating func reset() {
        sessions = []
        numbers = [:]
    }

    mutating func number(for session: NavigationSession) -> Int {
        if let existing = numbers[session.state] { return existing }
        sessions.append(session)
        numbers[session.state] = sessions.count - 1
        return sessions.count - 1
    }

    func session(_ number: Int) -> NavigationSession? {
        sessions.indices.contains(number) ? sessions[number] : nil
    }

}

/// An example stuck in its own loop never reads the end of its input; when navdocs is
/// gone (killed, or a test run stopped), nothing else would end it, and it would keep the
/// terminal's or CI's output open. So a thread watches for the parent to change.
private func exitWhenOrphaned() {
    let parent = getppid()
    let watcher = Thread {
        while getppid() == parent { sleep(1) }
        _exit(5)
    }
    watcher.stackSize = 64 * 1024
    watcher.start()
}

/// An example that allocates without end (a string doubled 64 times) fails its step with an
/// allocation failure instead of taking the machine's memory: 1 GiB of data is far more than
/// any navigation model needs.
private func limitMemory() {
    var limit = rlimit(rlim_cur: 1 << 30, rlim_max: 1 << 30)
    var current = rlimit()
    if getrlimit(Int32(RLIMIT_DATA.rawValue), &current) == 0, current.rlim_max < limit.rlim_max {
        limit = current
    }
    _ = setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
}
