import Foundation
@_spi(Nodes) import StackLabCore

/// An outline of moves, lines and curves, as SwiftUI spells it: what a shape's `path(in:)` returns, and a
/// shape of its own. The lab keeps the elements (arcs, ellipses and rounded corners become cubic curves,
/// as Core Graphics stores them), so a path's bounds, elements and description are real; drawing it is
/// one layer, like any shape.
nonisolated public struct Path: Equatable, LosslessStringConvertible, @unchecked Sendable {
    /// One piece of an outline.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// The elements, in order.
    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with a radius of its own at each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// The path `callback` builds from an empty one.
    public init(_ callback: (inout Path) -> ()) {
        callback(&self)
    }

    /// The path a description (`Path.description`) spells, or nil when the string is not one: numbers
    /// followed by `m` (move), `l` (line), `q` (quadratic), `c` (cubic) and `h` (close).
    public init?(_ string: String) {
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let number = Double(token) {
                numbers.append(CGFloat(number))
                continue
            }
            let need = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0][String(token)]
            guard let need, numbers.count == need else { return nil }
            let p = stride(from: 0, to: numbers.count, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch token {
            case "m": move(to: p[0])
            case "l": addLine(to: p[0])
            case "q": addQuadCurve(to: p[1], control: p[0])
            case "c": addCurve(to: p[2], control1: p[0], control2: p[1])
            default: closeSubpath()
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
    }

    /// The elements as numbers and operators: `x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`.
    public var description: String {
        func n(_ value: CGFloat) -> String {
            let v = Double(value)
            return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return elements.map { element in
            switch element {
            case let .move(to): "\(p(to)) m"
            case let .line(to): "\(p(to)) l"
            case let .quadCurve(to, control): "\(p(control)) \(p(to)) q"
            case let .curve(to, c1, c2): "\(p(c1)) \(p(c2)) \(p(to)) c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point the path passes through (curves by their extremes, not
    /// their control points); `.null` when the path is empty.
    public var boundingRect: CGRect {
        var bounds = PathBounds()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(to):
                bounds.add(to)
                (current, start) = (to, to)
            case let .line(to):
                bounds.add(to)
                current = to
            case let .quadCurve(to, control):
                bounds.addQuad(from: current, control: control, to: to)
                current = to
            case let .curve(to, c1, c2):
                bounds.addCubic(from: current, c1, c2, to: to)
                current = to
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }

    /// Whether `p` is inside the path, by its bounds (the lab keeps no fill rule's exact region).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        boundingRect.contains(p)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// The outline of this path stroked with `style`, by its bounds grown by half the line width.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        guard !isEmpty else { return self }
        let half = style.lineWidth / 2
        return Path(boundingRect.insetBy(dx: -half, dy: -half))
    }

    /// The part of the path between the fractions `from` and `to` of its elements.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lower = max(0, min(1, from)), upper = max(lower, min(1, to))
        guard lower > 0 || upper < 1 else { return self }
        let drawing = elements.indices.filter { if case .move = elements[$0] { false } else { true } }
        guard !drawing.isEmpty, upper > lower else { return Path() }
        let first = Int((lower * CGFloat(drawing.count)).rounded(.down))
        let last = max(first + 1, Int((upper * CGFloat(drawing.count)).rounded(.up)))
        var trimmed = Path()
        var current = CGPoint.zero
        for (n, index) in drawing.enumerated() {
            if let point = endPoint(before: index) { current = point }
            guard n >= first, n < last else { continue }
            if trimmed.isEmpty { trimmed.move(to: current) }
            trimmed.elements.append(elements[index])
        }
        return trimmed
    }

    /// Where the pen is just before element `index`: internal, so that `currentPoint` is where it is
    /// after the last element, by the same walk.
    func endPoint(before index: Int) -> CGPoint? {
        var current: CGPoint?
        var start: CGPoint?
        for element in elements[..<index] {
            switch element {
            case let .move(to):
                current = to
                start = to
            case let .line(to), let .quadCurve(to, _), let .curve(to, _, _): current = to
            case .closeSubpath: current = start
            }
        }
        return current
    }
}

/// The bounds of points and curves, grown one at a time.
struct PathBounds {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    /// A quadratic curve's end and its extremes where the derivative is zero.
    mutating func addQuad(from p0: CGPoint, control p1: CGPoint, to p2: CGPoint) {
        add(p2)
        for axis in 0..<2 {
            let (a, b, c) = axis == 0 ? (p0.x, p1.x, p2.x) : (p0.y, p1.y, p2.y)
            let denominator = a - 2 * b + c
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0, t < 1 { add(point(t, p0, p1, p2)) }
        }
    }

    /// A cubic curve's end and its extremes where the derivative is zero.
    mutating func addCubic(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, to p3: CGPoint) {
        add(p3)
        for axis in 0..<2 {
            let (a, b, c, d) = axis == 0 ? (p0.x, p1.x, p2.x, p3.x) : (p0.y, p1.y, p2.y, p3.y)
            // Derivative: 3[(−a+3b−3c+d)t² + 2(a−2b+c)t + (b−a)].
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 {
                if qb != 0 { roots.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots += [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
                }
            }
            for t in roots where t > 0 && t < 1 { add(point(t, p0, p1, p2, p3)) }
        }
    }

    private func point(_ t: CGFloat, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    private func point(_ t: CGFloat, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

extension Path: Shape, PrimitiveShape {
    /// A path is its own outline, whatever the rectangle.
    nonisolated public func path(in _: CGRect) -> Path { self }
}
