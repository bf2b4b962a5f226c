import Foundation
import StackLabPricing
import StackLabScenarios

/// Writes a calibrated device profile: the base profile's own text with its name and source replaced,
/// each calibrated view's `body_by_view` line set, each saying where its price came from, and the
/// ranges of what was measured narrowed. Editing the text keeps every other price's comment, so the
/// file still says where each of them comes from.
public enum ProfileWriter {
    /// `base` (a profile file's text, whose profile is `profile`) as profile `name`, described by
    /// `source`, with each scale's family and each of `bodies` priced.
    package static func write(base: String, profile: DeviceProfile, name: String, source: String, scales: [CalibratedScale] = [],
                              bodies: [CalibratedBody], exportName: String) -> String {
        var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        replaceTopLevel("name", with: "name: \(name)", in: &lines)
        replaceTopLevel("source", with: "source: \(quoted(source))", in: &lines)
        let prices = DeviceProfile.fileBlock("prices", in: lines) ?? 0..<0
        for scale in scales {
            for key in scale.family.keys {
                let field = key.declaration.field
                guard let index = lines[prices].firstIndex(where: { $0.hasPrefix("  \(field):") }) else { continue }
                let before = profile.prices[key]
                let value = "  \(field): \(number(BodyPriceFit.rounded(before * scale.scale)))"
                let padded = value.count < 32 ? value + String(repeating: " ", count: 32 - value.count) : value + " "
                lines[index] = padded + "# calibrated: \(number(before)) × \(number(scale.scale)), the \(scale.family.rawValue) scale: the phone's \(scale.figure) \(number(scale.deviceUs)) µs over the lab's \(number(scale.labBeforeUs)) µs (\(scale.samples) samples, \(scale.source))"
            }
        }
        let keys = Set(bodies.map(\.key))
        let entries = bodies.sorted { $0.key < $1.key }.map { entry(for: $0, exportName: exportName) }
        if let block = lines[prices].firstIndex(where: { $0.hasPrefix("  body_by_view:") }) {
            // Its entries are the lines indented further below it; the calibrated ones are replaced.
            var end = block + 1
            while end < lines.count, lines[end].hasPrefix("    ") || lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end += 1 }
            let kept = lines[(block + 1)..<end].filter { line in
                let key = line.trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init) ?? ""
                return !keys.contains(key)
            }
            lines.replaceSubrange((block + 1)..<end, with: kept + entries)
        } else {
            let body = lines[prices].firstIndex { $0.hasPrefix("  body:") } ?? lines.firstIndex { $0.hasPrefix("prices:") }!
            lines.insert(contentsOf: ["  body_by_view:                 # calibrated per view type (frameprof calibrate)"] + entries, at: body + 1)
        }
        setOutputFactors(bodies.filter { $0.outputFactor != nil }, exportName: exportName, in: &lines)
        narrowRanges(scales: scales, bodies: bodies, exportName: exportName, in: &lines)
        return lines.joined(separator: "\n")
    }

    /// Sets `output_by_view` for each view whose output the phone runs more cheaply than the lab prices
    /// it, after `body_by_view`'s block (a line of its own, each saying why).
    static func setOutputFactors(_ bodies: [CalibratedBody], exportName: String, in lines: inout [String]) {
        guard !bodies.isEmpty, let prices = DeviceProfile.fileBlock("prices", in: lines) else { return }
        let keys = Set(bodies.map(\.key))
        let entries = bodies.sorted { $0.key < $1.key }.map { body in
            let value = "    \(body.key): \(number(body.outputFactor ?? 1))"
            let padded = value.count < 34 ? value + String(repeating: " ", count: 34 - value.count) : value + " "
            return padded + "# calibrated: \(body.samples) updates of \(body.deviceView) in \(exportName), median \(number(body.deviceMedianUs)) µs, below the lab's output work alone; its body scaled to the phone's (the lab's median was \(number(body.labBeforeUs)) µs)"
        }
        if let block = lines[prices].firstIndex(where: { $0.hasPrefix("  output_by_view:") }) {
            var end = block + 1
            while end < lines.count, lines[end].hasPrefix("    ") || lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end += 1 }
            let kept = lines[(block + 1)..<end].filter { line in
                !keys.contains(line.trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init) ?? "")
            }
            lines.replaceSubrange((block + 1)..<end, with: kept + entries)
            return
        }
        let byView = lines[prices].firstIndex { $0.hasPrefix("  body_by_view:") } ?? prices.lowerBound
        var end = byView + 1
        while end < lines.count, lines[end].hasPrefix("    ") { end += 1 }
        lines.insert(contentsOf: ["  output_by_view:               # factors on a view's output work (frameprof calibrate)"] + entries, at: end)
    }

    /// Sets the range of every price the calibration measured (docs/DEVICE-PROFILES.md, "Ranges and
    /// draws"): a view's body price to its median's 90 % confidence interval from the export's own
    /// samples (the median's standard error is about 0.93 × the quartile spread over √n); a scaled
    /// family's prices to ±10 %, a measurement of the team's own phone used as it is.
    static func narrowRanges(scales: [CalibratedScale], bodies: [CalibratedBody], exportName: String, in lines: inout [String]) {
        guard !scales.isEmpty || bodies.contains(where: { $0.outputFactor == nil }) else { return }
        func rangesLine() -> Int? { lines.firstIndex { $0.hasPrefix("ranges:") } }
        if let index = rangesLine() {
            // A block written in flow style (`ranges: {…}`) is the team's to edit; it is left as it is.
            let rest = lines[index].dropFirst("ranges:".count).trimmingCharacters(in: .whitespaces)
            guard rest.isEmpty || rest.hasPrefix("#") else { return }
        } else {
            lines += ["ranges:                         # factors each price may be off by (frameprof calibrate set the measured ones)"]
        }
        func set(_ key: String, _ low: Double, _ high: Double, comment: String, indent: String = "  ", under parent: String? = nil) {
            guard var start = rangesLine() else { return }
            if let parent {
                if let found = lines[DeviceProfile.fileBlock("ranges", in: lines) ?? 0..<0].firstIndex(where: { $0.hasPrefix("  \(parent):") }) {
                    start = found
                } else {
                    lines.insert("  \(parent):", at: start + 1)
                    start += 1
                }
            }
            let value = "\(indent)\(key): [\(number(low)), \(number(high))]"
            let line = (value.count < 32 ? value + String(repeating: " ", count: 32 - value.count) : value + " ") + "# " + comment
            var end = start + 1
            while end < lines.count, lines[end].hasPrefix(indent) { end += 1 }
            if let existing = lines[(start + 1)..<end].firstIndex(where: { $0.hasPrefix("\(indent)\(key):") }) {
                lines[existing] = line
            } else {
                lines.insert(line, at: start + 1)
            }
        }
        for scale in scales {
            for key in scale.family.keys {
                set(key.declaration.field, 0.9, 1.1, comment: "calibrated: the \(scale.family.rawValue) scale, measured on the phone (\(scale.samples) samples): ±10 %")
            }
        }
        for body in bodies where body.outputFactor == nil && body.priceUs > 0 && body.samples > 0 {
            let standardError = 0.93 * (body.deviceP75Us - body.deviceP25Us) / Double(body.samples).squareRoot()
            let half = 1.645 * standardError / body.priceUs
            set(body.key, max(0.01, min(1, 1 - half)), min(100, max(1, 1 + half)),
                comment: "calibrated: the median's 90 % interval over \(body.samples) updates in \(exportName)", indent: "    ", under: "body_by_view")
        }
    }

    /// `    PostRow: 12.345   # calibrated: …` for one view.
    static func entry(for body: CalibratedBody, exportName: String) -> String {
        let value = "    \(body.key): \(number(body.priceUs))"
        let padded = value.count < 34 ? value + String(repeating: " ", count: 34 - value.count) : value + " "
        var comment = "# calibrated: \(body.samples) updates of \(body.deviceView) in \(exportName), median \(number(body.deviceMedianUs)) µs"
        comment += " (quartiles \(number(body.deviceP25Us))–\(number(body.deviceP75Us))); the lab's median was \(number(body.labBeforeUs)) µs at \(number(body.priceBeforeUs))"
        if let factor = body.outputFactor {
            comment += "; below the lab's output work alone (price \(number(body.priceBeforeUs)) µs), so the body's price and its output (output_by_view × \(number(factor))) scaled by the phone's median over the lab's"
        }
        return padded + comment
    }

    /// Replaces top-level `key:` (and a folded value's indented lines after it), or adds it first.
    private static func replaceTopLevel(_ key: String, with line: String, in lines: inout [String]) {
        guard let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else {
            let first = lines.firstIndex { !$0.hasPrefix("#") && !$0.isEmpty } ?? 0
            lines.insert(line, at: first)
            return
        }
        var end = index + 1
        while end < lines.count, lines[end].hasPrefix(" ") { end += 1 }
        lines.replaceSubrange(index..<end, with: [line])
    }

    /// A double-quoted YAML scalar.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `12.345`, `9`, as a profile file writes a number.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
