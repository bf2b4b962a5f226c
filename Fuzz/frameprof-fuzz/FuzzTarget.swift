#if canImport(Glibc)
import Glibc
#endif
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfImport
import FrameProfReports
import FrameProfTrace
import StackLab
import StackLabScenarios
import StackLabPricing

/// One reader of untrusted input, driven with arbitrary bytes. Errors are the expected outcome of most
/// inputs; a crash, trap, sanitizer report or hang is a bug.
enum FuzzTarget: String, CaseIterable {
    /// `frameprof import oslog`: every `log show` style, analysed and rendered.
    case oslog
    /// `frameprof import xctrace`: export XML, merged, analysed and rendered.
    case xctrace
    /// Budget files (`gate --budgets`).
    case budgets
    /// Scenario files (`record --scenario FILE.yml`).
    case scenario
    /// Device profile files (`record --device FILE.yml`).
    case device
    /// `summary.json` and baselines (`gate --summary`, `--baseline`).
    case summary
    /// `.fpt` traces (`report`), analysed and rendered.
    case trace
    /// A lab's row data (`LabData.load`): JSON decoded into a team's own row type, every mistake placed.
    case labdata

    /// The file extension its readers expect.
    private var fileExtension: String {
        switch self {
        case .oslog: "log"
        case .xctrace: "xml"
        case .budgets, .scenario, .device: "yml"
        case .summary, .labdata: "json"
        case .trace: "fpt"
        }
    }

    /// Runs `bytes` through the reader, and, when it reads, through analysis and the renderers.
    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .budgets: _ = try? BudgetFile.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
        case .scenario: _ = try? ScenarioFile.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
        case .device: _ = try? DeviceProfile.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
        case .trace where bytes.first.map({ $0 & 1 == 0 }) == true:
            // Half the inputs get a valid header, so the fuzzer spends its time inside chunks.
            var withHeader = Self.traceHeader
            withHeader.append(contentsOf: bytes.dropFirst())
            withHeader.withUnsafeBufferPointer { runFile($0) }
        default: runFile(bytes)
        }
    }

    private static let traceHeader = TraceHeader(clockSource: .monotonic, ticksPerSecond: 1e9, startMonotonicNs: 0, startWallClockNs: 0).encoded()

    /// The readers that take a path, fed through one scratch file per process.
    private func runFile(_ bytes: UnsafeBufferPointer<UInt8>) {
        let path = Self.scratch + "." + fileExtension
        Self.write(bytes, to: path)
        var report: Report?
        switch self {
        case .oslog: report = (try? OSLogImport.read(path: path, scenario: "fuzz", toolVersion: "fuzz"))?.report
        case .xctrace: report = (try? XCTraceImport.read(path: path, scenario: "fuzz", toolVersion: "fuzz"))?.report
        case .summary: _ = try? Baseline.load(path: path)
        case .labdata: _ = try? LabData.load([FuzzPost].self, from: path)
        case .trace:
            if let analysis = try? TraceAnalyzer.analyze(path: path, name: "fuzz") {
                report = Report(toolVersion: "fuzz", strategies: [analysis])
            }
        default: break
        }
        if let report { Self.render(report) }
    }

    /// The renderers that return text: formatting huge or odd numbers must not trap either.
    private static func render(_ report: Report) {
        _ = HTMLRenderer().html(report)
        _ = MarkdownRenderer().markdown(report)
        _ = report.document.json
    }

    /// A scratch path in shared memory when there is one, so each input costs no disk write.
    static let scratch: String = {
        let dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        return "\(dir)/frameprof-fuzz-\(getpid())"
    }()

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { fatalError("frameprof-fuzz: cannot write the scratch file \(path)") }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            guard n > 0 else { break }
            offset += n
        }
        close(fd)
    }
}

/// A row type of the shape a team's feed decodes (nested objects, optionals, numbers, flags), so the
/// decoder's complaints reach every branch of placing them in the file.
private struct FuzzPost: Decodable {
    struct Author: Decodable {
        let name: String
        let handle: String
        let avatarURL: URL
    }

    struct Attachment: Decodable {
        let url: URL
        let width: Int
        let height: Int
    }

    let id: Int
    let author: Author
    let body: String
    let attachment: Attachment?
    let likes: Int
    let isLiked: Bool
    let score: Double?
    let tags: [String]?
}
