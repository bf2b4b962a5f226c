import FrameProfAnalysis
import FrameProfCompare

extension CompareHTMLRenderer {
    /// The SVG's width in user units; it scales to the page.
    private static let flameWidth = 1200.0
    private static let rowHeight = 17.0

    /// The differential flame graph as inline SVG (root at the bottom, widths B's samples, red grew and
    /// blue shrank by share of samples, hover for both counts), then the functions whose self time
    /// changed most, which also lists functions that vanished in B.
    func flameGraph(_ flame: DifferentialFlameGraph, index: Int) -> String {
        var h = "<h3>Differential flame graph</h3>\n<p class=\"note\">B's stacks (\(flame.totalB) samples) coloured by each frame's change in share of all samples against A (\(flame.totalA) samples): "
        h += "<span style=\"color:#c00\">red grew</span>, <span style=\"color:#00c\">blue shrank</span>, the deepest colour ±\(NumberText.fixed(flame.largestChange * 100, 2)) points. "
        h += "Widths are B's. Hover a frame for both counts.\(flame.hiddenFrames > 0 ? " \(flame.hiddenFrames) frames under \(NumberText.trimmed(flame.minimumWidth * 100, decimals: 2)) % of B are left out." : "")</p>\n"
        let height = Double(flame.maxDepth + 1) * Self.rowHeight + 2
        h += "<svg class=\"flame\" id=\"flame-\(index)\" role=\"img\" aria-label=\"differential flame graph\" viewBox=\"0 0 \(Int(Self.flameWidth)) \(Int(height))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        for node in flame.nodes {
            let x = node.x * Self.flameWidth, w = node.width * Self.flameWidth
            let y = height - Double(node.depth + 1) * Self.rowHeight
            let name = HTMLText.escape(node.name)
            let title = "\(name) — A \(node.samplesA) samples (\(NumberText.fixed(node.shareA * 100, 2)) %), B \(node.samplesB) (\(NumberText.fixed(node.shareB * 100, 2)) %), \(Self.points(node.change))"
            h += "<g><title>\(title)</title><rect x=\"\(NumberText.fixed(x, 2))\" y=\"\(NumberText.fixed(y, 1))\" width=\"\(NumberText.fixed(w, 2))\" height=\"\(Int(Self.rowHeight - 1))\" fill=\"\(Self.colour(node.change, scale: flame.largestChange))\"/>"
            let characters = Int(w / 6.5) - 1
            if characters >= 3 {
                let label = node.name.count > characters ? String(node.name.prefix(characters - 1)) + "…" : node.name
                h += "<text x=\"\(NumberText.fixed(x + 3, 2))\" y=\"\(NumberText.fixed(y + Self.rowHeight - 5, 1))\">\(HTMLText.escape(label))</text>"
            }
            h += "</g>\n"
        }
        h += "</svg>\n"
        return h + functionTable(flame, index: index)
    }

    private func functionTable(_ flame: DifferentialFlameGraph, index: Int) -> String {
        guard !flame.functions.isEmpty else { return "" }
        var h = "<h4>Self time that changed most</h4>\n<table class=\"sortable\" id=\"functions-\(index)\"><thead><tr><th data-type=\"text\">function</th>"
        for t in ["self A (% of samples)", "self B (% of samples)", "change (points)"] { h += "<th data-type=\"number\">\(t)</th>" }
        h += "</tr></thead>\n<tbody>\n"
        for f in flame.functions {
            h += "<tr class=\"\(f.change > 0 ? "grew" : "shrank")\"><td class=\"name\">\(HTMLText.escape(f.name))</td>"
            h += cell(f.selfShareA * 100, decimals: 2) + cell(f.selfShareB * 100, decimals: 2) + cell(f.change * 100, signed: true, decimals: 2) + "</tr>\n"
        }
        return h + "</tbody></table>\n"
    }

    /// `+1.25 points`.
    private static func points(_ change: Double) -> String {
        (change > 0 ? "+" : "") + NumberText.fixed(change * 100, 2) + " points"
    }

    /// White for no change, towards full red (grew) or blue (shrank) at the graph's largest change.
    private static func colour(_ change: Double, scale: Double) -> String {
        let strength = scale > 0 ? min(1, abs(change) / scale) : 0
        let fade = Int((235 - 205 * strength).rounded())
        return change > 0 ? "rgb(255,\(fade),\(fade))" : change < 0 ? "rgb(\(fade),\(fade),255)" : "rgb(235,235,235)"
    }
}
