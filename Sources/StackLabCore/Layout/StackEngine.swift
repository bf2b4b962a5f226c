import Foundation

/// The one engine behind `HStack` and `VStack`: SwiftUI's stack algorithm along either axis.
///
/// Children are offered space in an order: higher layout priority first; within a priority, least
/// flexible first (flexibility = major size proposed ∞ minus major size proposed 0). Each child in turn
/// is proposed an equal share of what remains after spacing and after the minimum sizes of lower-priority
/// children, and what it takes is subtracted. A `nil` major proposal asks every child for its ideal size.
package struct StackEngine {
    /// The stacking direction.
    let axis: Axis
    /// Space between neighbours; nil means the default of 8 points.
    let spacing: Double?

    package static let defaultSpacing = 8.0

    var gap: Double { spacing ?? Self.defaultSpacing }

    /// The stack's size for `proposal`; children lined up on a text baseline (a horizontal stack's
    /// `.firstTextBaseline`) make it as tall as they reach above and below it.
    func size(for proposal: ProposedSize, children: LayoutSubviews, baseline: VerticalAlignment.Baseline? = nil) -> Size {
        guard !children.isEmpty else { return .zero }
        return withSizes(proposal, children) { sizes in
            var major = gap * Double(children.count - 1)
            var minor = 0.0
            for size in sizes {
                major += size[axis]
                minor = max(minor, size[axis.other])
            }
            if let baseline {
                let (above, below) = reach(children, sizes, baseline)
                minor = above + below
            }
            return Size(major: major, minor: minor, axis: axis)
        }
    }

    /// How far the children reach above their shared baseline and below it (a child without text sits
    /// on it with its bottom edge).
    private func reach(_ children: LayoutSubviews, _ sizes: UnsafeMutableBufferPointer<Size>, _ which: VerticalAlignment.Baseline) -> (above: Double, below: Double) {
        var above = 0.0, below = 0.0
        for (child, size) in zip(children, sizes) {
            let line = child.baseline(which, for: ProposedSize(size)) ?? size.height
            above = max(above, line)
            below = max(below, size.height - line)
        }
        return (above, below)
    }

    /// Places `children` of a horizontal stack with their baselines on one line.
    func placeOnBaseline(_ children: LayoutSubviews, in bounds: Rect, baseline which: VerticalAlignment.Baseline) {
        guard !children.isEmpty else { return }
        withSizes(ProposedSize(bounds.size), children) { sizes in
            let (above, _) = reach(children, sizes, which)
            var x = bounds.minX
            for (child, size) in zip(children, sizes) {
                let line = child.baseline(which, for: ProposedSize(size)) ?? size.height
                child.place(in: Rect(origin: Point(x: x, y: bounds.minY + above - line), size: size))
                x += size.width + gap
            }
        }
    }

    /// A vertical stack's first baseline (its first child's) or last (its last child's, below the rest).
    func verticalBaseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, children: LayoutSubviews) -> Double? {
        guard !children.isEmpty else { return nil }
        return withSizes(proposal, children) { sizes in
            if which == .first { return children[0].baseline(.first, for: ProposedSize(sizes[0])) }
            var top = 0.0
            for index in 0..<(children.count - 1) { top += sizes[index].height + gap }
            return children[children.count - 1].baseline(.last, for: ProposedSize(sizes[children.count - 1])).map { top + $0 }
        }
    }

    /// A horizontal stack's baseline: the shared line when its children sit on one, else the first
    /// child's that has text, where the alignment puts it.
    func horizontalBaseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, children: LayoutSubviews,
                            alignment: VerticalAlignment) -> Double? {
        guard !children.isEmpty else { return nil }
        return withSizes(proposal, children) { sizes in
            if let shared = alignment.baseline { return reach(children, sizes, shared).above }
            var height = 0.0
            for size in sizes { height = max(height, size.height) }
            for (child, size) in zip(children, sizes) {
                if let line = child.baseline(which, for: ProposedSize(size)) {
                    return (height - size.height) * alignment.fraction + line
                }
            }
            return nil
        }
    }

    /// Places `children` one after another inside `bounds`, at `minorFraction` of the free space on the
    /// other axis (0 leading or top, ½ center, 1 trailing or bottom).
    func place(_ children: LayoutSubviews, in bounds: Rect, minorFraction fraction: Double) {
        guard !children.isEmpty else { return }
        withSizes(ProposedSize(bounds.size), children) { sizes in
            var position = axis == .horizontal ? bounds.minX : bounds.minY
            let minorStart = axis == .horizontal ? bounds.minY : bounds.minX
            let minorLength = bounds.size[axis.other]
            for (index, size) in sizes.enumerated() {
                let minorOffset = minorStart + (minorLength - size[axis.other]) * fraction
                let origin = axis == .horizontal ? Point(x: position, y: minorOffset) : Point(x: minorOffset, y: position)
                children.withNode(atOffset: index) { $0.place(in: Rect(origin: origin, size: size)) }
                position += size[axis] + gap
            }
        }
    }

    /// The stack's size with its children lined up on `guide` across it (the general path, for explicit
    /// guides and guides of a team's): as wide across as the children reach before and after the line.
    func size(for proposal: ProposedSize, children: LayoutSubviews, guide: AnyAlignmentGuide) -> Size {
        guard !children.isEmpty else { return .zero }
        return withSizes(proposal, children) { sizes in
            var major = gap * Double(children.count - 1)
            for size in sizes { major += size[axis] }
            let reach = Self.alignedReach(children, sizes, guide: guide)
            return Size(major: major, minor: reach.before + reach.after, axis: axis)
        }
    }

    /// Places `children` one after another with their `guide` on one line across the stack; the line
    /// lies where `fraction` of the space left over puts it (0 for baselines, as the baseline path does).
    func place(_ children: LayoutSubviews, in bounds: Rect, guide: AnyAlignmentGuide, fraction: Double) {
        guard !children.isEmpty else { return }
        withSizes(ProposedSize(bounds.size), children) { sizes in
            let reach = Self.alignedReach(children, sizes, guide: guide)
            let minorLength = bounds.size[axis.other]
            let line = reach.before + (minorLength - reach.before - reach.after) * fraction
            var position = axis == .horizontal ? bounds.minX : bounds.minY
            let minorStart = axis == .horizontal ? bounds.minY : bounds.minX
            for (index, size) in sizes.enumerated() {
                let minorOffset = minorStart + line - reach.values[index]
                let origin = axis == .horizontal ? Point(x: position, y: minorOffset) : Point(x: minorOffset, y: position)
                children.withNode(atOffset: index) { $0.place(in: Rect(origin: origin, size: size)) }
                position += size[axis] + gap
            }
        }
    }

    /// The stack's own value for `guide` across it: its children's explicit values where they sit,
    /// combined as the guide combines them; nil when no child gives one.
    func explicitAlignment(_ guide: AnyAlignmentGuide, proposal: ProposedSize, children: LayoutSubviews) -> Double? {
        guard !children.isEmpty else { return nil }
        let across: Bool
        switch guide {
        case .horizontal: across = axis == .vertical
        case .vertical: across = axis == .horizontal
        }
        guard across else { return nil }
        return withSizes(proposal, children) { sizes in
            let reach = Self.alignedReach(children, sizes, guide: guide)
            var explicit: [CGFloat?] = []
            for (index, size) in sizes.enumerated() {
                let value = ExplicitAlignment.value(of: children[index].node, guide, for: ProposedSize(size))
                // Every child's guide lies on the stack's line, at `before` from the stack's edge.
                explicit.append(value.map { _ in CGFloat(reach.before) })
            }
            let combined: CGFloat?
            switch guide {
            case let .horizontal(g): combined = g.combineExplicit(explicit)
            case let .vertical(g): combined = g.combineExplicit(explicit)
            }
            return combined.map(Double.init)
        }
    }

    /// Runs `body` with the size each child takes for `proposal`, in child order, in scratch space:
    /// every stack of every row measures, and an array of sizes per measure was an allocation each.
    private func withSizes<R>(_ proposal: ProposedSize, _ children: LayoutSubviews, _ body: (UnsafeMutableBufferPointer<Size>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Size.self, capacity: children.count) { sizes in
            allocate(proposal, children, into: sizes)
            return body(sizes)
        }
    }

    /// Writes the size each child takes for `proposal` into `result`, in child order.
    private func allocate(_ proposal: ProposedSize, _ children: LayoutSubviews, into result: UnsafeMutableBufferPointer<Size>) {
        let minorProposal = proposal[axis.other]
        guard let majorProposal = proposal[axis] else {
            let ideal = ProposedSize(major: nil, minor: minorProposal, axis: axis)
            for index in 0..<children.count {
                result.initializeElement(at: index, to: children.withNode(atOffset: index) { $0.measure(ideal) })
            }
            return
        }
        let count = children.count
        // Scratch space on the stack: a stack allocates per measure, and every row's stacks measure. The
        // priorities are read once into it: each read through a subview retained and released its node,
        // and the sort and the offer read them again and again.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * count) { scratch in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
                var order = buffer
                let minimum = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
                let flexibility = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
                let priority = UnsafeMutableBufferPointer(rebasing: scratch[(2 * count)...])
                let smallest = ProposedSize(major: 0, minor: minorProposal, axis: axis)
                let largest = ProposedSize(major: .infinity, minor: minorProposal, axis: axis)
                for index in 0..<count {
                    children.withNode(atOffset: index) { child in
                        let least = child.measure(smallest)[axis]
                        let most = child.measure(largest)[axis]
                        minimum[index] = least
                        flexibility[index] = most - least
                        priority[index] = child.layoutPriority
                    }
                    order[index] = index
                }
                order.sort { a, b in
                    let pa = priority[a], pb = priority[b]
                    if pa != pb { return pa > pb }
                    if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                    return a < b
                }
                offer(majorProposal, minorProposal, children, order: order, minimum: minimum, priority: priority, into: result)
            }
        }
    }

    /// Offers each priority group, in `order`, an equal share of what remains after spacing and after
    /// the minimum sizes of lower-priority children.
    private func offer(_ majorProposal: Double, _ minorProposal: Double?, _ children: LayoutSubviews,
                       order: UnsafeMutableBufferPointer<Int>, minimum: UnsafeMutableBufferPointer<Double>,
                       priority: UnsafeMutableBufferPointer<Double>, into result: UnsafeMutableBufferPointer<Size>) {
        let count = children.count
        result.initialize(repeating: .zero)
        var remaining = majorProposal - gap * Double(count - 1)
        var start = 0
        while start < count {
            let group = priority[order[start]]
            var end = start
            while end < count, priority[order[end]] == group { end += 1 }
            var reservedForLower = 0.0
            for position in end..<count { reservedForLower += minimum[order[position]] }
            var available = remaining - reservedForLower
            var left = end - start
            for position in start..<end {
                let index = order[position]
                let share = max(0, available / Double(left))
                let proposal = ProposedSize(major: share, minor: minorProposal, axis: axis)
                let size = children.withNode(atOffset: index) { $0.measure(proposal) }
                result[index] = size
                available -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
            start = end
        }
    }
}

/// Layouts built on the stack engine; `LayoutNode` tells their subviews (spacers) the axis.
package protocol StackLayout {
    /// The direction this layout stacks in: one per type.
    static var axis: Axis { get }
}
