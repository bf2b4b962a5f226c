import FrameProfAnalysis

/// The recording's settings as short phrases (rate and interval, buffering, clock, slowdown, runs,
/// band set with its limits, tool version), which the Markdown and HTML headers both print.
enum RecordingSettings {
    static func phrases(_ d: SummaryDocument) -> [String] {
        var phrases: [String] = []
        if let source = d.sourceDescription { phrases.append(source) }
        phrases.append(d.refreshHz.map { "\(NumberText.trimmed($0, decimals: 2)) Hz (P = \(NumberText.fixed(1000 / max($0, 1), 3)) ms)" }
                       ?? "display rate not recorded")
        if let buffering = d.buffering { phrases.append("\(buffering) buffering") }
        switch d.clock {
        case "virtual":
            // Modeled times say so, and name the profile that priced them.
            let device = d.device.map { "the \($0) device profile" } ?? "a device profile"
            phrases.append("virtual clock: times modeled for \(d.deviceDescription ?? "a device") by \(device), not measured")
        case "wall":
            phrases.append("wall clock: StackLab's work measured on this machine")
        default:
            phrases.append("\(d.clock) clock")
        }
        if let slowdown = d.cpuSlowdown, slowdown != 1 { phrases.append("CPU slowdown ×\(NumberText.trimmed(slowdown, decimals: 2))") }
        phrases.append("\(d.runs) run\(d.runs == 1 ? "" : "s") per strategy")
        phrases.append("\(d.hitchBands.rawValue) hitch bands (\(d.hitchBands.legend))")
        phrases.append("frameprof \(d.toolVersion)")
        return phrases
    }
}
