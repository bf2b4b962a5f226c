import Foundation
import Testing

/// The work boundary is the only StackLab file that names the recorder's intervals, the virtual clock
/// or the prices: a node that signposted or charged on its own could get the order wrong, or charge on
/// the wall clock. A check of the sources, as a reviewer would grep them.
@Suite struct WorkBoundarySeamTests {
    @Test func onlyTheBoundaryNamesTheRecordersIntervalsTheClockAndThePrices() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let forbidden = ["FrameProf.begin", "FrameProf.end", "FrameProf.cause", "FrameProf.outcome", "VirtualClock.advance",
                         ".charge(", "ledger", "Pricing(", "costs.add"]
        // The runtime, what rows are built from, and the controls: StackLab's three modules.
        let files = try ["StackLabCore", "StackLabContent", "StackLab"].flatMap { module in
            try #require(FileManager.default.enumerator(atPath: sources.appendingPathComponent(module).path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }.map { module + "/" + $0 }
        }
        #expect(files.count > 400)
        var offenders: [String] = []
        for file in files where file != "StackLabCore/Runtime/WorkBoundary.swift" {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for word in forbidden where code.contains(word) { offenders.append("\(file):\(number + 1): \(word)") }
            }
        }
        #expect(offenders.isEmpty, "StackLab sources outside the work boundary name what only it may:\n\(offenders.joined(separator: "\n"))")
    }
}
