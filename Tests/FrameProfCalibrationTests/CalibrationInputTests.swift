import Foundation
import FrameProfSupport
import Testing
@testable import FrameProfCalibration
import FrameProfSession
import StackLabScenarios

/// `calibrate` on the real Xcode 27 export and on exports it cannot use: it says what it found and why it
/// stops, names the file and what was expected, and never guesses a price.
@Suite(.serialized) struct CalibrationInputTests {
    /// `../shared/fixtures/real/xctrace/sforteln-xcode27`, found from this file's path.
    static let xcode27: String = {
        if let dir = ProcessInfo.processInfo.environment["FRAMEPROF_SHARED"] { return dir + "/fixtures/real/xctrace/sforteln-xcode27" }
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repo.deletingLastPathComponent().appendingPathComponent("shared/fixtures/real/xctrace/sforteln-xcode27").path
    }()
    static var enabled: Bool {
        FileManager.default.fileExists(atPath: xcode27) || ProcessInfo.processInfo.environment["FRAMEPROF_REQUIRE_SHARED"] == "1"
    }

    private func calibrate(_ exports: [String], device: String = "iphone-12") throws -> (CalibrationReport?, SessionError?, String) {
        let dir = NSTemporaryDirectory() + "frameprof-calibrate-\(UUID().uuidString)"
        var request = RecordingRequest(scenario: "feed-1000")
        request.strategy = .only(.lazyVStack)
        request.device = device
        do {
            let report = try Calibration(request: request, exports: exports, profilePath: dir + "/ours.yml", reportDirectory: dir).run()
            return (report, nil, dir)
        } catch let error as SessionError {
            return (nil, error, dir)
        }
    }

    @Test(.enabled(if: enabled, "../shared/fixtures/real is absent; set FRAMEPROF_REQUIRE_SHARED=1 to make that a failure"))
    func theRealExportMatchesNoLabViewAndTheFitStopsWithItsFiguresListed() throws {
        let (report, error, dir) = try calibrate([Self.xcode27])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(report == nil)
        let message = try #require(error).description
        #expect(error?.code == .invalidInput)
        #expect(message.hasPrefix("none of the export's 1 view types matches one the lab built in 'feed-1000'"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/ours.yml"), "no profile is written from a guess")
        let markdown = try String(contentsOfFile: dir + "/calibration.md", encoding: .utf8)
        #expect(markdown.contains("| MyApp.ContentView | 1 | 2430.00 |"), "the export's own figure is listed")
        #expect(markdown.contains("no price can be set: the fit would have to guess"))
    }

    @Test(.enabled(if: enabled, "../shared/fixtures/real is absent; set FRAMEPROF_REQUIRE_SHARED=1 to make that a failure"))
    func anExportWithoutSwiftUIUpdatesIsAnErrorNamingTheTable() throws {
        let (_, error, _) = try calibrate([Self.xcode27 + "/hitches.xml"])
        #expect(error?.code == .invalidInput)
        #expect(error?.description.contains("hitches.xml has no SwiftUI updates table with view bodies (`swiftui-updates`)") == true, "\(String(describing: error))")
    }

    @Test(.enabled(if: enabled, "../shared/fixtures/real is absent; set FRAMEPROF_REQUIRE_SHARED=1 to make that a failure"))
    func anExportOfAnotherDisplayRateIsAnError() throws {
        // The export's vsyncs are 16.67 ms apart; iphone-15-pro is a 120 Hz profile.
        let (_, error, _) = try calibrate([Self.xcode27], device: "iphone-15-pro")
        #expect(error?.description == Self.xcode27 + ": the phone's display runs at 60 Hz and the profile at 120 Hz; start from a profile of the phone's rate (--device).",
                "\(String(describing: error))")
    }
}
