import FrameProfAnalysis

extension HTMLRenderer {
    /// Hitch frames whose cause chain the page spells out.
    static let hitchChains = 10

    /// Why bodies ran: per strategy the triggers, the cause chains of the worst hitch frames, body
    /// evaluations by view and cause, and the wasted ones; empty when no trace recorded causes.
    func causes(_ report: Report) -> String {
        let caused = report.strategies.enumerated().compactMap { index, s in s.causes.map { (index, s, $0) } }
        guard !caused.isEmpty else { return "" }
        var h = "<section id=\"causes\">\n<h2>Why bodies ran</h2>\n"
        h += "<p class=\"note\">Every body evaluation and layout pass records its cause: its own state, inputs from the view that owns it (named where they differ), an identity reset, first appearance, a preference handler, the scroll offset or the live clock. A wasted evaluation produced what the previous one did. Click a column to sort.</p>\n"
        for (index, s, causes) in caused {
            h += "<h3>\(HTMLText.escape(s.name))</h3>\n"
            var facts: [String] = []
            if !causes.triggers.isEmpty {
                facts.append("Transactions by trigger: " + causes.triggers.map { "\(HTMLText.escape($0.cause)) ×\($0.count)" }.joined(separator: ", ") + ".")
            }
            facts.append(causes.knowsWasted ? "\(causes.wastedEvaluations) wasted evaluations." : "Root causes as Instruments names them; the export cannot tell wasted evaluations.")
            h += "<p>\(facts.joined(separator: " "))</p>\n"
            h += chains(s)
            h += "<input class=\"filter\" type=\"search\" placeholder=\"filter views and causes\" data-table=\"causes-\(index)\">\n"
            h += "<table class=\"sortable\" id=\"causes-\(index)\"><thead><tr><th data-type=\"text\">view</th><th data-type=\"text\" class=\"text\">cause</th><th data-type=\"number\">evaluations</th></tr></thead>\n<tbody>\n"
            for row in causes.rows {
                h += "<tr><td class=\"name\">\(HTMLText.typeName(row.view))</td><td class=\"name\">\(HTMLText.escape(row.cause))</td><td data-value=\"\(row.count)\">\(row.count)</td></tr>\n"
            }
            h += "</tbody></table>\n"
            let wasted = causes.views.filter { $0.wasted > 0 }
            guard !wasted.isEmpty else { continue }
            h += "<h4>Wasted evaluations (output unchanged)</h4>\n<table class=\"sortable\" id=\"wasted-\(index)\"><thead><tr><th data-type=\"text\">view</th><th data-type=\"number\">wasted</th><th data-type=\"number\">evaluations</th></tr></thead>\n<tbody>\n"
            for view in wasted {
                h += "<tr><td class=\"name\">\(HTMLText.typeName(view.view))</td><td data-value=\"\(view.wasted)\">\(view.wasted)</td><td data-value=\"\(view.total)\">\(view.total)</td></tr>\n"
            }
            h += "</tbody></table>\n"
        }
        return h + "</section>\n"
    }

    /// The worst hitch frames' chains, from the trigger to the heaviest work.
    private func chains(_ s: StrategyAnalysis) -> String {
        let chains = s.hitchCauseChains(limit: Self.hitchChains)
        guard !chains.isEmpty else { return "" }
        var h = "<h4>Hitch frames: from the trigger to the heaviest work</h4>\n<ol class=\"chains\">\n"
        for (row, chain) in chains {
            h += "<li><span class=\"note\">frame \(row.index), hitch \(NumberText.ms(ns: row.frame.hitchTimeNs)) ms, transaction \(NumberText.ms(ns: Double(chain.transactionNs))) ms of which bodies \(NumberText.ms(ns: Double(chain.bodyNs))) ms:</span> "
            if let modeled = s.modeledCosts?.frame(row.index) {
                h += "<span class=\"modeled\">modeled \(HTMLText.escape(modeled.phrase()))</span> — "
            }
            h += "<b>\(HTMLText.escape(chain.trigger))</b>"
            for step in chain.steps {
                h += " → \(HTMLText.escape(step.cause)) → <code>\(HTMLText.typeName(step.view))</code> ×\(step.evaluations) (\(NumberText.ms(ns: Double(step.totalNs))) ms)"
            }
            h += "</li>\n"
        }
        return h + "</ol>\n"
    }
}
