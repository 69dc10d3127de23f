import FuzzTargets
import Foundation

#if NAVDOCS_FUZZING
// Built by `make fuzz` (`swift build --sanitize=fuzzer -Xswiftc -DNAVDOCS_FUZZING`):
// libFuzzer owns `main` and calls this for every input; NAVDOCS_FUZZ_TARGET picks the target.
private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["NAVDOCS_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data(
            "NAVDOCS_FUZZ_TARGET must be one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8
        ))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    target.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
/// In an ordinary build:
/// - `NavDocsFuzz TARGET FILE...` replays inputs (a crasher libFuzzer saved, a
///   corpus) through a target and says how long each took;
/// - `NavDocsFuzz seeds FOLDER PAGE...` writes each target's seeds cut from the
///   pages into `FOLDER/TARGET/`.
@main
enum FuzzReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "seeds", arguments.count > 2 {
            writeSeeds(into: URL(fileURLWithPath: arguments[1]), from: Array(arguments.dropFirst(2)))
            return
        }
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            print("usage: NavDocsFuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...")
            print("       NavDocsFuzz seeds FOLDER PAGE...")
            exit(2)
        }
        let clock = ContinuousClock()
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                exit(2)
            }
            var count = 0
            let elapsed = clock.measure { count = target.run([UInt8](data)) }
            print("\(path): \(count) diagnostics in \(elapsed)")
        }
    }

    static func writeSeeds(into folder: URL, from pages: [String]) {
        var written = 0
        for (index, path) in pages.enumerated() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let seeds = FuzzSeeds.seeds(fromPage: String(decoding: data, as: UTF8.self), file: path)
            for (target, texts) in seeds {
                let targetFolder = folder.appendingPathComponent(target.rawValue)
                try? FileManager.default.createDirectory(at: targetFolder, withIntermediateDirectories: true)
                for (number, text) in texts.enumerated() {
                    try? Data(text.utf8).write(to: targetFolder.appendingPathComponent("seed-\(index)-\(number)"))
                    written += 1
                }
            }
        }
        print("wrote \(written) seeds into \(folder.path)")
    }
}
#endif
