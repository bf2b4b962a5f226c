import StackLabPricing

/// Writes a calibrated device profile: the base profile's own text with its name and source replaced
/// and each calibrated view's `body_by_view` line set, each saying where its price came from. Editing
/// the text keeps every other price's comment, so the file still says where each of them comes from.
public enum ProfileWriter {
    /// `base` (a profile file's text, whose profile is `profile`) as profile `name`, described by
    /// `source`, with each scale's family and each of `bodies` priced.
    package static func write(base: String, profile: DeviceProfile, name: String, source: String, scales: [CalibratedScale] = [],
                              bodies: [CalibratedBody], exportName: String) -> String {
        var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        replaceTopLevel("name", with: "name: \(name)", in: &lines)
        replaceTopLevel("source", with: "source: \(quoted(source))", in: &lines)
        for scale in scales {
            for key in scale.family.keys {
                let field = key.declaration.field
                guard let index = lines.firstIndex(where: { $0.hasPrefix("  \(field):") }) else { continue }
                let before = profile.prices[key]
                let value = "  \(field): \(number(BodyPriceFit.rounded(before * scale.scale)))"
                let padded = value.count < 32 ? value + String(repeating: " ", count: 32 - value.count) : value + " "
                lines[index] = padded + "# calibrated: \(number(before)) × \(number(scale.scale)), the \(scale.family.rawValue) scale: the phone's \(scale.figure) \(number(scale.deviceUs)) µs over the lab's \(number(scale.labBeforeUs)) µs (\(scale.samples) samples, \(scale.source))"
            }
        }
        let keys = Set(bodies.map(\.key))
        let entries = bodies.sorted { $0.key < $1.key }.map { entry(for: $0, exportName: exportName) }
        if let block = lines.firstIndex(where: { $0.hasPrefix("  body_by_view:") }) {
            // Its entries are the lines indented further below it; the calibrated ones are replaced.
            var end = block + 1
            while end < lines.count, lines[end].hasPrefix("    ") || lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end += 1 }
            let kept = lines[(block + 1)..<end].filter { line in
                let key = line.trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init) ?? ""
                return !keys.contains(key)
            }
            lines.replaceSubrange((block + 1)..<end, with: kept + entries)
        } else {
            let body = lines.firstIndex { $0.hasPrefix("  body:") } ?? lines.firstIndex { $0.hasPrefix("prices:") }!
            lines.insert(contentsOf: ["  body_by_view:                 # calibrated per view type (frameprof calibrate)"] + entries, at: body + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// `    PostRow: 12.345   # calibrated: …` for one view.
    static func entry(for body: CalibratedBody, exportName: String) -> String {
        let value = "    \(body.key): \(number(body.priceUs))"
        let padded = value.count < 34 ? value + String(repeating: " ", count: 34 - value.count) : value + " "
        var comment = "# calibrated: \(body.samples) updates of \(body.deviceView) in \(exportName), median \(number(body.deviceMedianUs)) µs"
        comment += " (quartiles \(number(body.deviceP25Us))–\(number(body.deviceP75Us))); the lab's median was \(number(body.labBeforeUs)) µs at \(number(body.priceBeforeUs))"
        if body.clampedAtZero { comment += "; held at 0: the lab's output work alone is more than the device's update" }
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
