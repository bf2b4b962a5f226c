#if canImport(Glibc)
import Glibc
#endif

#if FRAMEPROF_LIBFUZZER
/// The reader `FRAMEPROF_FUZZ_TARGET` names, read once: libFuzzer's entry point takes no arguments.
private let target: FuzzTarget = {
    let name = getenv("FRAMEPROF_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("set FRAMEPROF_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
    }
    return target
}()

/// libFuzzer's entry point (Scripts/fuzz builds with -sanitize=fuzzer,address -D FRAMEPROF_LIBFUZZER).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                       _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM names an executable's entry point itself, so libFuzzer's own `main` cannot be it: this one
/// hands the command line to libFuzzer's driver.
@main
enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv) { fuzzOneInput($0, $1) })
    }
}
#else
/// Without libFuzzer: `frameprof-fuzz TARGET FILE...` replays inputs (a crash a fuzzer found, a corpus)
/// through one reader, so a finding reproduces with a normal build and a debugger.
@main
enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            printError("usage: frameprof-fuzz TARGET FILE...\nTARGET: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
            exit(64)
        }
        for path in arguments.dropFirst() {
            guard let bytes = readAll(path) else {
                printError("frameprof-fuzz: cannot read \(path)")
                exit(1)
            }
            bytes.withUnsafeBufferPointer { target.run($0) }
        }
        print("replayed \(arguments.count - 1) input(s) through \(name) without a crash")
    }

    private static func printError(_ text: String) {
        let line = text + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }

    private static func readAll(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}
#endif
