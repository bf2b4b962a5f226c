import FrameProfAnalysis

/// The recording's settings as short phrases (rate and interval, buffering, clock, slowdown, runs,
/// band set with its limits, tool version), which the Markdown and HTML headers both print.
enum RecordingSettings {
    static func phrases(_ d: SummaryDocument) -> [String] {
        var phrases: [String] = []
        if let source = d.sourceDescription { phrases.append(source) }
        phrases.append(d.unknown.contains("refresh_hz") ? "display rate not recorded"
                       : "\(NumberText.trimmed(d.refreshHz, decimals: 2)) Hz (P = \(NumberText.fixed(1000 / max(d.refreshHz, 1), 3)) ms)")
        if !d.unknown.contains("buffering") { phrases.append("\(d.buffering) buffering") }
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
        if d.cpuSlowdown != 1, !d.unknown.contains("cpu_slowdown") { phrases.append("CPU slowdown ×\(NumberText.trimmed(d.cpuSlowdown, decimals: 2))") }
        phrases.append("\(d.runs) run\(d.runs == 1 ? "" : "s") per strategy")
        phrases.append("\(d.hitchBands.rawValue) hitch bands (\(d.hitchBands.legend))")
        phrases.append("frameprof \(d.toolVersion)")
        return phrases
    }
}
