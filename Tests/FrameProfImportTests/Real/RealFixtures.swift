import Foundation
import Testing

/// `../shared/fixtures/real/`, the third-party exports and logs beside the checkout (never copied into
/// it). Tests that read them are enabled when the folder is there, and when `FRAMEPROF_REQUIRE_SHARED=1`
/// (CI), so that there a missing folder fails instead of skipping.
enum RealFixtures {
    /// The folder, found from this file's path (`Tests/FrameProfImportTests/Real/` → `../shared`).
    static let root: String = {
        if let dir = ProcessInfo.processInfo.environment["FRAMEPROF_SHARED"] { return dir + "/fixtures/real" }
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return repo.deletingLastPathComponent().appendingPathComponent("shared/fixtures/real").path
    }()

    static var present: Bool { FileManager.default.fileExists(atPath: root) }

    /// Whether tests that need the folder run: it is there, or CI requires it.
    static var enabled: Bool { present || ProcessInfo.processInfo.environment["FRAMEPROF_REQUIRE_SHARED"] == "1" }

    /// Why such a test is skipped.
    static let skipReason: Comment = "../shared/fixtures/real is absent; set FRAMEPROF_REQUIRE_SHARED=1 to make that a failure"

    /// The path of `relative` under the folder.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// An Xcode 27 table (`sforteln-xcode27/NAME.xml`).
    static func xcode27(_ name: String) -> String { path("xctrace/sforteln-xcode27/\(name).xml") }

    /// An Instruments 14 export (`fzhinkin-xcode14/NAME.xml`).
    static func instruments14(_ name: String) -> String { path("xctrace/fzhinkin-xcode14/\(name).xml") }
}
