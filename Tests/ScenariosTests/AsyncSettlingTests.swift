import Testing
@testable import Scenarios

/// The compiled engine runs what an example schedules to its end after each step before it
/// reports the step (async settling): a `Task` and what it awaits, actors, dispatch queues,
/// delays (on a clock that jumps, so they cost no time), and the lifecycle modifiers of the
/// views a step shows (`onAppear`, `.task`, `onChange`, `onReceive`). Work that never ends
/// fails its step instead of hanging.
@Suite(.serialized) struct AsyncSettlingTests {
    static func problems(_ code: String, _ scenario: String) -> [String] {
        RealAppStepsTests.problems(code, scenario, on: .compiler)
    }

    static let loader = """
    actor Catalog {
        private var names = ["Fern", "Moss"]
        func all() -> [String] { names }
        func add(_ name: String) -> Int { names.append(name); return names.count }
    }

    struct Shelf: View {
        let catalog = Catalog()
        @State private var names: [String] = []
        @State private var path: [String] = []
        @State private var log: [String] = []

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    ForEach(names, id: \\.self) { Text($0) }
                    Button("Add Ivy") {
                        Task {
                            let count = await catalog.add("Ivy")
                            try? await Task.sleep(nanoseconds: 5_000_000)
                            names = await catalog.all()
                            path.append("plant \\(count)")
                        }
                    }
                    Button("Queue") {
                        DispatchQueue.global(qos: .userInitiated).async {
                            DispatchQueue.main.async { log.append("main") }
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 30) { log.append("later") }
                        log.append("now")
                    }
                }
                .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
                .task { names = await catalog.all() }
            }
        }
    }
    """

    @Test func aTaskAnActorAndASleepSettleBeforeTheNextStep() {
        #expect(Self.problems(Self.loader, """
        expect names == ["Fern", "Moss"]
        tap "Add Ivy"
        expect names == ["Fern", "Moss", "Ivy"]
        expect path == ["plant 3"]
        expect title: "plant 3"
        """) == [])
    }

    @Test func dispatchedBlocksRunInOrderAndADelayCostsNoTime() {
        let start = ContinuousClock.now
        #expect(Self.problems(Self.loader, """
        tap "Queue"
        expect log == ["now", "main", "later"]
        """) == [])
        #expect(ContinuousClock.now - start < .seconds(20), "a 30-second delay runs on the settling clock")
    }

    static let lifecycle = """
    import Combine

    extension Notification.Name {
        static let ping = Notification.Name("ping")
    }

    struct Account: View {
        @State private var handle = "@work"
        @State private var path: [Int] = []
        @State private var appearances = 0
        @State private var pings = 0

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Detail", value: 1)
                    Button("Switch") { handle = "@home" }
                    Button("Ping") { NotificationCenter.default.post(name: .ping, object: nil) }
                }
                .navigationDestination(for: Int.self) { _ in
                    Button("Switch here") { handle = "@home" }
                        .onAppear { appearances += 1 }
                }
            }
            .onChange(of: handle) { _, _ in path.removeAll() }
            .onReceive(NotificationCenter.default.publisher(for: .ping)) { _ in pings += 1 }
        }
    }
    """

    @Test func onAppearOnChangeAndOnReceiveRunWhenTheirViewIsShown() {
        #expect(Self.problems(Self.lifecycle, """
        expect appearances == 0
        tap "Detail"
        expect appearances == 1
        tap "Switch here"
        expect path.isEmpty
        expect handle == "@home"
        tap "Ping"
        tap "Ping"
        expect pings == 2
        """) == [])
    }

    static let endless = """
    struct Ticker: View {
        @State private var ticks = 0
        var body: some View {
            Button("Start") {
                Task {
                    while true {
                        try? await Task.sleep(nanoseconds: 1_000_000_000)
                        ticks += 1
                    }
                }
            }
        }
    }
    """

    @Test func workThatNeverEndsFailsItsStep() {
        let problems = Self.problems(Self.endless, """
        tap "Start"
        """)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("did not settle") == true, "\(problems)")
    }
}

extension AsyncSettlingTests {
    static let pipeline = """
    import Combine

    final class Feed: ObservableObject {
        @Published private(set) var titles: [String] = []
        private var subscriptions = Set<AnyCancellable>()

        init() {
            Just(["Dune", "Heat"])
                .receive(on: DispatchQueue.main)
                .assign(to: \\.titles, on: self)
                .store(in: &subscriptions)
        }
    }

    struct Listings: View {
        @StateObject private var feed = Feed()
        var body: some View {
            NavigationStack {
                List(feed.titles, id: \\.self) { NavigationLink($0, value: $0) }
                    .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
            }
        }
    }
    """

    @Test func whatAPipelineDeliversOnTheMainQueueAtLaunchIsShown() {
        #expect(Self.problems(Self.pipeline, """
        expect feed.titles == ["Dune", "Heat"]
        tap "Heat"
        expect title: "Heat"
        """) == [])
    }
}
