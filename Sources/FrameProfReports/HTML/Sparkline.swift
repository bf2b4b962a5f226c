import FrameProfAnalysis

/// A small inline SVG chart of a series beside a finding group's line: a line with its zero level
/// (a content height closing in on its final value) or bars (the blank time of each episode). Drawn
/// here rather than by the page's script, so it shows with scripts off and costs nothing to render.
enum Sparkline {
    static let width = 240.0
    static let height = 36.0
    /// Points drawn at most; a longer series is thinned to every n-th point, keeping the last.
    static let maxPoints = 400

    /// The chart of `series` (time ms, value), labelled for screen readers.
    static func svg(_ series: [(timeMs: Double, value: Double)], bars: Bool, label: String) -> String {
        let stride = max(1, (series.count + maxPoints - 1) / maxPoints)
        var points = Swift.stride(from: 0, to: series.count, by: stride).map { series[$0] }
        if let last = series.last, points.last?.timeMs != last.timeMs { points.append(last) }
        let t0 = points.first?.timeMs ?? 0, t1 = points.last?.timeMs ?? 0
        let low = min(0, points.map(\.value).min() ?? 0), high = max(0, points.map(\.value).max() ?? 0)
        let span = high - low > 0 ? high - low : 1
        let pad = 2.0
        func x(_ t: Double) -> Double { t1 > t0 ? pad + (t - t0) / (t1 - t0) * (width - 2 * pad) : width / 2 }
        func y(_ v: Double) -> Double { pad + (high - v) / span * (height - 2 * pad) }
        var svg = "<svg class=\"spark\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(label))\"><title>\(HTMLText.escape(label))</title>"
        let zero = NumberText.fixed(y(0), 1)
        svg += "<line x1=\"0\" x2=\"\(Int(width))\" y1=\"\(zero)\" y2=\"\(zero)\" stroke=\"#d2d2d7\"/>"
        if bars {
            let w = max(1.5, (width - 2 * pad) / Double(max(points.count, 1)) * 0.6)
            for point in points {
                let top = y(point.value)
                svg += "<rect x=\"\(NumberText.fixed(x(point.timeMs) - w / 2, 1))\" y=\"\(NumberText.fixed(min(top, y(0)), 1))\" width=\"\(NumberText.fixed(w, 1))\" height=\"\(NumberText.fixed(abs(y(0) - top), 1))\" fill=\"#1d1d1f\"/>"
            }
        } else {
            let path = points.map { "\(NumberText.fixed(x($0.timeMs), 1)),\(NumberText.fixed(y($0.value), 1))" }.joined(separator: " ")
            svg += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"1.5\"/>"
        }
        return svg + "</svg>"
    }
}
