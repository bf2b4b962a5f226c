import FrameProfAnalysis

extension HTMLRenderer {
    /// Operations a strategy's bar names before the rest go into "other".
    private static let barSegments = 8
    /// Colours of the bar's segments; an operation has the same colour in every strategy's bar.
    private static let palette = ["#1565c0", "#ef6c00", "#2e7d32", "#c62828", "#6a1b9a", "#00838f", "#8d6e63", "#ad1457",
                                  "#9e9d24", "#4e342e", "#5c6bc0", "#00695c"]
    private static let otherColor = "#b0b0b5"

    /// Where the hitch frames' modeled time went, by operation (a stacked bar per strategy) and by view
    /// or layout type; empty when no strategy has modeled costs.
    func modeledCosts(_ report: Report) -> String {
        let costed = report.strategies.enumerated().compactMap { index, s in s.modeledCosts.map { (index, s, $0) } }
        guard !costed.isEmpty else { return "" }
        let device = report.document.device.map { "the \(HTMLText.escape($0)) device profile" } ?? "the device profile"
        var h = "<section id=\"modeled-time\">\n<h2>Where hitch frames spent their time (modeled)</h2>\n"
        h += "<p class=\"note\">What \(device) charges the phone for the work in each strategy's hitch frames — main thread and render server — by operation and by the view or layout type whose work it was: bodies, node creation, state and diffing go to the view whose body built them, measure and place to the layout, text to <code>Text</code>, hosting and self-sizing to the strategy's own layout, except what a List cell pays for the views and layers its row holds, which goes to the row's type, run loop, preferences, commit and render to <code>(frame)</code>. These are the phone's modeled times, not this machine's.</p>\n"
        // One colour per operation, by its rank over all strategies' hitch time.
        var totals: [String: Double] = [:]
        for (_, _, costs) in costed { for entry in costs.hitchByOperation { totals[entry.key, default: 0] += entry.ms } }
        let ranked = totals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        var colors: [String: String] = [:]
        for (rank, key) in ranked.enumerated() where rank < Self.palette.count { colors[key] = Self.palette[rank] }
        for (index, s, costs) in costed {
            h += "<h3>\(HTMLText.escape(s.name))</h3>\n"
            let hitches = costs.hitchFrames.count
            guard costs.hitchTotalMs > 0 else {
                h += "<p>No hitch frames: nothing to break down.</p>\n"
                continue
            }
            h += "<p>\(hitches) hitch frame\(hitches == 1 ? "" : "s"), \(NumberText.trimmed(costs.hitchTotalMs, decimals: 2)) ms of modeled work in all.</p>\n"
            h += bar(costs.hitchByOperation, total: costs.hitchTotalMs, colors: colors, strategy: s.name)
            let types = costs.hitchByType.prefix(5).map { "\(HTMLText.typeName($0.label)) \(NumberText.fixed(100 * $0.ms / costs.hitchTotalMs, 0)) %" }
            h += "<p>Heaviest types: " + types.joined(separator: " · ") + (costs.hitchByType.count > 5 ? " · …" : "") + "</p>\n"
            h += "<details class=\"costs\"><summary>By operation and by type</summary>\n"
            h += costTable(costs.hitchByOperation, total: costs.hitchTotalMs, id: "cost-operations-\(index)", label: "operation")
            h += costTable(costs.hitchByType, total: costs.hitchTotalMs, id: "cost-types-\(index)", label: "view or layout type")
            h += "</details>\n"
        }
        return h + "</section>\n"
    }

    /// A stacked bar of `entries`' shares, the largest named, the rest as "other", with its legend.
    private func bar(_ entries: [ModeledCostAnalysis.Entry], total: Double, colors: [String: String], strategy: String) -> String {
        let named = entries.prefix(Self.barSegments)
        let other = entries.dropFirst(Self.barSegments).reduce(0) { $0 + $1.ms }
        var segments = named.map { (label: $0.label, ms: $0.ms, color: colors[$0.key] ?? Self.otherColor) }
        if other > 0 { segments.append((label: "other", ms: other, color: Self.otherColor)) }
        let described = segments.map { "\($0.label) \(NumberText.trimmed($0.ms, decimals: 2)) ms" }.joined(separator: ", ")
        var h = "<div class=\"costbar\" role=\"img\" aria-label=\"hitch frames' modeled time of \(HTMLText.escape(strategy)): \(HTMLText.escape(described))\">"
        for segment in segments {
            let share = 100 * segment.ms / total
            h += "<span style=\"width:\(NumberText.fixed(share, 3))%;background:\(segment.color)\" title=\"\(HTMLText.escape(segment.label)) \(NumberText.trimmed(segment.ms, decimals: 2)) ms (\(NumberText.fixed(share, 1)) %)\"></span>"
        }
        h += "</div>\n<p class=\"legend\">"
        for segment in segments {
            h += "<span><i class=\"swatch\" style=\"background:\(segment.color)\"></i>\(HTMLText.escape(segment.label)) \(NumberText.trimmed(segment.ms, decimals: 2)) ms (\(NumberText.fixed(100 * segment.ms / total, 1)) %)</span>"
        }
        return h + "</p>\n"
    }

    private func costTable(_ entries: [ModeledCostAnalysis.Entry], total: Double, id: String, label: String) -> String {
        var h = "<table class=\"sortable\" id=\"\(id)\"><thead><tr><th data-type=\"text\">\(label)</th><th data-type=\"number\">hitch frames (ms)</th><th data-type=\"number\">share (%)</th></tr></thead>\n<tbody>\n"
        for entry in entries {
            let share = 100 * entry.ms / total
            h += "<tr><td class=\"name\">\(HTMLText.typeName(entry.label))</td><td data-value=\"\(entry.ms)\">\(NumberText.fixed(entry.ms, 3))</td>"
            h += "<td data-value=\"\(share)\">\(NumberText.fixed(share, 1))</td></tr>\n"
        }
        return h + "</tbody></table>\n"
    }
}
