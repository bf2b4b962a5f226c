import FrameProfAnalysis
import FrameProfTrace

extension HTMLRenderer {
    /// Stack frames of a hitch frame's heaviest stack shown before the rest fold away.
    private static let worstHitchFrames = 5

    /// The sampled strategies' hot functions and the heaviest stacks of their worst hitch frames; empty
    /// when no strategy was sampled.
    func samples(_ report: Report) -> String {
        let sampled = report.strategies.enumerated().compactMap { index, s in s.profile.map { (index, s, $0) } }
        guard !sampled.isEmpty else { return "" }
        // On the virtual clock the samples are this machine running the lab inside frames whose length the
        // device profile set: they profile StackLab, not the phone.
        let lab = report.document.clock == "virtual"
        var h = "<section id=\"samples\">\n<h2>\(lab ? "This machine running the lab (stack samples)" : "Where hitch frames spent their time")</h2>\n"
        // An imported export does not say which binary is the app's, so its samples are charged to the innermost frame.
        let blame = report.document.clock == "device"
            ? "Stack samples from the device's time profile. A sample is charged to its innermost frame (the export does not say which binary is the app's), as Instruments' call tree shows by default."
            : lab
            ? "Stack samples of this machine's CPU running StackLab: the frames' lengths and the hitch frames come from the device profile (see the modeled time above), so these samples say where the lab itself spends time, not the phone. A sample is charged to its innermost function of the program's own code."
            : "Stack samples of the recording thread. A sample is charged to its innermost function of the program's own code: time in libc or the Swift runtime counts for the function that called it."
        h += "<p class=\"note\">\(blame) Click a column to sort.</p>\n"
        for (index, s, profile) in sampled {
            h += "<h3>\(HTMLText.escape(s.name))</h3>\n<p>" + HTMLText.escape(Self.samplingLine(profile)) + "</p>\n"
            guard profile.samples > 0 else { continue }
            h += "<input class=\"filter\" type=\"search\" placeholder=\"filter functions\" data-table=\"hot-\(index)\">\n"
            h += "<table class=\"sortable\" id=\"hot-\(index)\"><thead><tr><th data-type=\"text\">function</th>"
            for title in ["hitch samples", "of hitch samples (%)", "samples", "of samples (%)"] { h += "<th data-type=\"number\">\(title)</th>" }
            h += "</tr></thead>\n<tbody>\n"
            for entry in profile.hotFunctions.prefix(StrategySummary.hotFunctionLimit) {
                let hitchShare = profile.hitchSamples > 0 ? 100 * Double(entry.hitchSamples) / Double(profile.hitchSamples) : 0
                let share = 100 * Double(entry.samples) / Double(profile.samples)
                h += "<tr><td class=\"name\">\(HTMLText.escape(entry.function))</td>"
                h += "<td data-value=\"\(entry.hitchSamples)\">\(entry.hitchSamples)</td><td data-value=\"\(hitchShare)\">\(NumberText.fixed(hitchShare, 1))</td>"
                h += "<td data-value=\"\(entry.samples)\">\(entry.samples)</td><td data-value=\"\(share)\">\(NumberText.fixed(share, 1))</td></tr>\n"
            }
            h += "</tbody></table>\n" + worstHitches(s)
        }
        return h + "</section>\n"
    }

    /// `N samples at H Hz, K in hitch frames (x %)`, and what was lost.
    static func samplingLine(_ profile: SampleProfile) -> String {
        let rate = profile.hertz.map { " at \(NumberText.trimmed($0, decimals: 2)) Hz" } ?? ""
        var line = "\(profile.samples) sample\(profile.samples == 1 ? "" : "s")\(rate)"
        if profile.samples > 0 {
            line += ", \(profile.hitchSamples) in hitch frames (\(NumberText.fixed(100 * Double(profile.hitchSamples) / Double(profile.samples), 1)) %)"
        }
        if profile.dropped > 0 { line += "; \(profile.dropped) dropped (the sample buffer was full)" }
        if profile.missedTicks > 0 { line += "; \(profile.missedTicks) timer ticks passed while the thread was not running" }
        if profile.failedUnwinds > 0 { line += "; \(profile.failedUnwinds) could not be unwound" }
        return line + "."
    }

    /// The worst hitch frames by hitch time, each with its heaviest stack, root first.
    private func worstHitches(_ s: StrategyAnalysis) -> String {
        let worst = s.worstSampledHitches(Self.worstHitchFrames)
        guard !worst.isEmpty else { return "<p class=\"note\">No samples fell in a hitch frame.</p>\n" }
        var h = "<h4>Heaviest stacks of the worst hitch frames</h4>\n"
        for (row, stacks, total) in worst {
            guard let heaviest = stacks.first else { continue }
            let frames = heaviest.stack.split(separator: ";").map(String.init)
            h += "<details class=\"stack\"><summary>frame \(row.index) — \(NumberText.trimmed(row.frame.hitchTimeNs / 1e6, decimals: 2)) ms late, "
            h += "\(heaviest.count) of its \(total) sample\(total == 1 ? "" : "s") in <code>\(HTMLText.escape(frames.last ?? ""))</code></summary>\n<ol>"
            h += frames.map { "<li><code>\(HTMLText.escape($0))</code></li>" }.joined() + "</ol></details>\n"
        }
        return h
    }
}
