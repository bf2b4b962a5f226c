import FrameProfSupport
import Foundation
import FrameProfImport
import FrameProfSession

/// Import throughput: a `log show --style compact` log, the same entries as ndjson, and an xctrace
/// hitches export (numbered ids and refs, as xctrace writes them), each about `megabytes` MB, read by the importers (median of three, MB/s), with the
/// peak resident memory while reading (the logs stream in 1 MiB blocks).
struct ImportBenchmark {
    let megabytes: Int

    struct Results {
        var megabytes: Int
        var oslogMBPerS: Double
        var ndjsonMBPerS: Double
        var xctraceMBPerS: Double
        var peakRSSBytes: UInt64
    }

    func run() throws -> Results {
        let root = NSTemporaryDirectory() + "frameprof-bench-import-\(getpid())"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = megabytes << 20
        let compact = root + "/lazy.log", ndjson = root + "/lazy.ndjson", xml = root + "/hitches.xml"
        try write(compact, target) { i in "\(Self.time(i, fraction: 3)) Df Feed[5821:2f4d2] (SwiftUI) [com.apple.SwiftUI:LazyStack] \(Self.message(i))\n" }
        try write(ndjson, target) { i in
            "{\"timestamp\":\"\(Self.time(i, fraction: 6))-0800\",\"eventMessage\":\"\(Self.message(i))\",\"subsystem\":\"com.apple.SwiftUI\",\"category\":\"LazyStack\",\"processID\":5821,\"eventType\":\"logEvent\",\"threadID\":193746}\n"
        }
        try write(xml, target, header: "<?xml version=\"1.0\"?>\n<trace-query-result>\n<node><schema name=\"hitches\"><col><mnemonic>start</mnemonic></col><col><mnemonic>duration</mnemonic></col><col><mnemonic>process</mnemonic></col><col><mnemonic>narrative-description</mnemonic></col></schema>\n<row><start-time id=\"1\" fmt=\"00:00.000.000\">0</start-time><duration id=\"2\" fmt=\"16.67 ms\">16666667</duration><process id=\"3\" fmt=\"Feed (5821)\"><pid id=\"4\" fmt=\"5821\">5821</pid></process><narrative id=\"5\" fmt=\"Potentially expensive app update(s)\">Potentially expensive app update(s)</narrative></row>\n",
                  footer: "</node>\n</trace-query-result>\n") { i in
            "<row><start-time id=\"\(i + 10)\" fmt=\"\(i)\">\(UInt64(i) * 8_333_333)</start-time><duration ref=\"2\"/><process ref=\"3\"/><narrative ref=\"5\"/></row>\n"
        }
        func mbPerS(_ path: String, _ read: () throws -> Void) throws -> Double {
            let bytes = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.doubleValue ?? 0)
            var seconds: [Double] = []
            for _ in 0..<3 {
                let start = DispatchTime.now().uptimeNanoseconds
                try read()
                seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            return bytes / 1e6 / median(seconds)
        }
        ProcessMemory.resetPeak()
        let oslog = try mbPerS(compact) { _ = try OSLogImport.read(path: compact, scenario: "bench", toolVersion: ToolVersion.current) }
        let peak = ProcessMemory.peakResidentBytes
        let nd = try mbPerS(ndjson) { _ = try OSLogImport.read(path: ndjson, scenario: "bench", toolVersion: ToolVersion.current) }
        let xc = try mbPerS(xml) { _ = try XCTraceImport.read(path: xml, scenario: "bench", toolVersion: ToolVersion.current, durationS: 60) }
        return Results(megabytes: megabytes, oslogMBPerS: oslog, ndjsonMBPerS: nd, xctraceMBPerS: xc, peakRSSBytes: peak)
    }

    /// `2026-11-02 10:MM:SS.fff…` advancing 1 ms per entry.
    private static func time(_ i: Int, fraction digits: Int) -> String {
        let ms = i % 1000, s = (i / 1000) % 60, m = (i / 60_000) % 60
        let frac = digits == 3 ? pad(ms, 3) : pad(ms, 3) + "000"
        return "2026-11-02 10:\(pad(m, 2)):\(pad(s, 2)).\(frac)"
    }

    private static func pad(_ v: Int, _ n: Int) -> String {
        let t = String(v)
        return String(repeating: "0", count: max(0, n - t.count)) + t
    }

    /// A placing/placed pass and a size report, cycling so every parser path runs.
    private static func message(_ i: Int) -> String {
        let row = (i / 3) % 1000
        let y = Double(row) * 150
        switch i % 3 {
        case 0: return "(StackPlacement in _60000080)<LazyVStackLayout>: placing from #\(row), \(y) in \(y)...\(y + 796)"
        case 1: return "LazyVStackLayout: placed(\(y)...\(y + 796)) -> \(row)..<\(row + 6), \(y)...\(y + 840.0), invalid: false"
        default: return "LazyVStackLayout: sizeThatFits(370.0) -> \(145_492 + Double(row % 7))"
        }
    }

    private func write(_ path: String, _ target: Int, header: String = "", footer: String = "", _ line: (Int) -> String) throws {
        guard let file = fopen(path, "w") else { throw SessionError("cannot write \(path); check that the temporary directory is writable.", code: .unwritable, context: ErrorContext(file: path)) }
        defer { fclose(file) }
        var written = 0
        var chunk = header
        var i = 0
        while written < target {
            chunk += line(i)
            i += 1
            if chunk.utf8.count > 1 << 20 {
                fputs(chunk, file)
                written += chunk.utf8.count
                chunk = ""
            }
        }
        fputs(chunk + footer, file)
    }
}
