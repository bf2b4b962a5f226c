/// A layout-correctness problem found in a recording, tied to the frame where it happened.
public struct Finding: Sendable, Equatable {
    /// What kind of problem.
    public enum Kind: String, Sendable, CaseIterable {
        /// Part of the viewport showed nothing although content exists there.
        case blankFrame = "blank-frame"
        /// Rows above the first placed row were cut off.
        case truncation
        /// A layout pass whose implied content end disagreed with the cached size.
        case invalidLayoutPass = "invalid-layout-pass"
        /// The content height changed after the first report, before settling.
        case sizeReportChurn = "size-report-churn"
        /// A device hitch with Instruments' narrative of its cause (imported recordings).
        case hitch
        /// The main thread did not respond for 100 ms or more (Instruments' potential hangs).
        case hang
        /// Pictures the lab had no registered size for were priced at the device profile's typical size
        /// (value: how many so far).
        case unregisteredImage = "unregistered-image"
    }

    /// What kind of problem.
    public var kind: Kind
    /// The frame's index in the timeline, when the problem belongs to one committed frame.
    public var frameIndex: Int?
    /// Trace time of the frame's start, ms.
    public var timeMs: Double
    /// The main number: blank fraction, points cut off, pass number, or distance from the final height.
    public var value: Double
    /// How long it was visible, ms (blank frames), else 0.
    public var durationMs: Double
    /// One plain sentence for tables.
    public var detail: String
    /// The input line it was read from, for imported logs (whose entries may carry no time).
    public var line: Int? = nil

    /// What a recording says of pictures it priced at a guessed size, wherever it says it (a finding, the
    /// terminal): `312 images had no registered size; priced as SIZES. Register each with …`.
    public static func unregisteredImages(_ total: Int, pricedAs sizes: String?) -> String {
        let images = total == 1 ? "1 image" : "\(total) images"
        return "\(images) had no registered size; priced as \(sizes ?? "the device profile's typical sizes"). "
            + "Register each with LabImages.register(_:width:height:) or LabAssets.register(_:size:)"
    }

    /// The rows a truncation cut off, as every truncation finding names them: `rows 0–6 (7 rows, EXTENT)`.
    public static func rowsCutOff(_ rows: Int, extent: String?) -> String {
        let which = rows == 1 ? "row 0" : "rows 0–\(rows - 1)"
        return "\(which) (\(rows) row\(rows == 1 ? "" : "s")\(extent.map { ", " + $0 } ?? ""))"
    }

    /// Creates a finding.
    public init(kind: Kind, frameIndex: Int?, timeMs: Double, value: Double, durationMs: Double, detail: String, line: Int? = nil) {
        self.kind = kind
        self.frameIndex = frameIndex
        self.timeMs = timeMs
        self.value = value
        self.durationMs = durationMs
        self.detail = detail
        self.line = line
    }
}
