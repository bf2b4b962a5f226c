import Foundation
@_spi(Nodes) import StackLabCore

/// Building a path, as SwiftUI's `Path` spells it: moves, lines, curves, rectangles, rounded rectangles,
/// ellipses and arcs (curves approximated by cubic Béziers, a quarter circle each, as Core Graphics does).
extension Path {
    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// A line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) {
        elements.append(.line(to: end))
    }

    /// A quadratic curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// A cubic curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// A rectangle, as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(cornerSize.width, r.width / 2), h = min(cornerSize.height, r.height / 2)
        addCorners(r, [CGSize(width: w, height: h), CGSize(width: w, height: h), CGSize(width: w, height: h), CGSize(width: w, height: h)], transform: transform)
    }

    /// A rounded rectangle with a radius of its own at each corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
            .map { CGSize(width: min($0, limit), height: min($0, limit)) }
        addCorners(r, radii, transform: transform)
    }

    /// A rectangle whose corners (top-leading, top-trailing, bottom-trailing, bottom-leading) are quarter
    /// ellipses of the given sizes.
    private mutating func addCorners(_ r: CGRect, _ radii: [CGSize], transform: CGAffineTransform) {
        let k: CGFloat = 0.5522847498
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: p(r.minX + tl.width, r.minY))
        addLine(to: p(r.maxX - tr.width, r.minY))
        if tr != .zero {
            addCurve(to: p(r.maxX, r.minY + tr.height), control1: p(r.maxX - tr.width * (1 - k), r.minY), control2: p(r.maxX, r.minY + tr.height * (1 - k)))
        }
        addLine(to: p(r.maxX, r.maxY - br.height))
        if br != .zero {
            addCurve(to: p(r.maxX - br.width, r.maxY), control1: p(r.maxX, r.maxY - br.height * (1 - k)), control2: p(r.maxX - br.width * (1 - k), r.maxY))
        }
        addLine(to: p(r.minX + bl.width, r.maxY))
        if bl != .zero {
            addCurve(to: p(r.minX, r.maxY - bl.height), control1: p(r.minX + bl.width * (1 - k), r.maxY), control2: p(r.minX, r.maxY - bl.height * (1 - k)))
        }
        addLine(to: p(r.minX, r.minY + tl.height))
        if tl != .zero {
            addCurve(to: p(r.minX + tl.width, r.minY), control1: p(r.minX, r.minY + tl.height * (1 - k)), control2: p(r.minX + tl.width * (1 - k), r.minY))
        }
        closeSubpath()
    }

    /// The ellipse inscribed in `rect`: four cubic curves.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addCorners(r, Array(repeating: CGSize(width: r.width / 2, height: r.height / 2), count: 4), transform: transform)
    }

    /// Each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A move to the first point and lines through the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        addLines(lines, transform: .identity)
    }

    private mutating func addLines(_ lines: [CGPoint], transform: CGAffineTransform) {
        guard let first = lines.first else { return }
        move(to: first.applying(transform))
        for point in lines.dropFirst() { addLine(to: point.applying(transform)) }
    }

    /// An arc of `delta` from `startAngle` around `center`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, from: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// An arc from `startAngle` to `endAngle` around `center`, clockwise or not as Core Graphics means it
    /// (in a flipped, y-down space, "clockwise" turns the other way on screen).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        addArc(center: center, radius: radius, from: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p1 = tangent1End, p2 = tangent2End
        let (ax, ay) = (Double(p0.x - p1.x), Double(p0.y - p1.y))
        let (bx, by) = (Double(p2.x - p1.x), Double(p2.y - p1.y))
        let (la, lb) = ((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let theta = la > 0 && lb > 0 ? acos(max(-1, min(1, (ax * bx + ay * by) / (la * lb)))) : 0
        guard radius > 0, theta > 1e-9, theta < .pi - 1e-9 else {
            addLine(to: p1.applying(transform))
            return
        }
        // The circle of `radius` touches both lines `d` from the corner; the arc between its tangent
        // points turns by π − θ, drawn as one cubic curve.
        let d = Double(radius) / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + CGFloat(ax / la * d), y: p1.y + CGFloat(ay / la * d))
        let t2 = CGPoint(x: p1.x + CGFloat(bx / lb * d), y: p1.y + CGFloat(by / lb * d))
        let k = CGFloat(4.0 / 3.0 * tan((.pi - theta) / 4) * Double(radius))
        let c1 = CGPoint(x: t1.x - CGFloat(ax / la) * k, y: t1.y - CGFloat(ay / la) * k)
        let c2 = CGPoint(x: t2.x - CGFloat(bx / lb) * k, y: t2.y - CGFloat(by / lb) * k)
        addLine(to: t1.applying(transform))
        addCurve(to: t2.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
    }

    private mutating func addArc(center: CGPoint, radius: CGFloat, from start: Double, sweep: Double, transform: CGAffineTransform) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        let first = point(start).applying(transform)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        for index in 0..<segments {
            let a0 = start + step * Double(index), a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - k * CGFloat(sin(a0)), y: p0.y + k * CGFloat(cos(a0)))
            let c2 = CGPoint(x: p1.x + k * CGFloat(sin(a1)), y: p1.y - k * CGFloat(cos(a1)))
            addCurve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// Another path's elements, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.applying(transform).elements
    }

    /// The last point added, or nil when the path is empty or was just closed without a move.
    public var currentPoint: CGPoint? {
        endPoint(before: elements.count)
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = Path()
        copy.elements = elements.map { element in
            switch element {
            case let .move(to): .move(to: to.applying(transform))
            case let .line(to): .line(to: to.applying(transform))
            case let .quadCurve(to, control): .quadCurve(to: to.applying(transform), control: control.applying(transform))
            case let .curve(to, c1, c2): .curve(to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return copy
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

/// Boolean operations between paths, as SwiftUI spells them. The lab keeps outlines for their bounds, not
/// their regions: each result is the rectangle its bounds would give (enough for a shape's layout, which
/// never depends on its outline).
extension Path {
    /// The path with overlapping regions merged.
    public func normalized(eoFill: Bool = true) -> Path { self }

    /// The region both paths cover.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        let r = boundingRect.intersection(other.boundingRect)
        return r.isNull ? Path() : Path(r)
    }

    /// The region either path covers.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        var copy = self
        copy.addPath(other)
        return copy
    }

    /// This path's region without the other's.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { self }

    /// The region one path covers but not both.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { union(other) }

    /// The lines of this path inside the other's region.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { intersection(other) }

    /// The lines of this path outside the other's region.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path { self }
}
