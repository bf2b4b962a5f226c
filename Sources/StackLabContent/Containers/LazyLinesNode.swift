import FrameProf
@_spi(Nodes) import StackLabCore

/// What a lazy stack or grid lays out: items in lines along `axis` (rows of a `LazyVGrid`, columns of a
/// `LazyHGrid`, the single line of items of a `LazyHStack`), tracks across it.
struct LazyLinesSpec {
    /// The grid's items, or nil for a stack (one track, each item its own line).
    var items: [GridItem]?
    /// The direction lines follow one another (and the content grows and scrolls).
    var axis: Axis
    /// The space between lines.
    var lineSpacing: Double
    /// Where an item sits in its cell when its grid item sets no alignment.
    var alignment: Alignment
}

/// The node of `LazyHStack`, `LazyVGrid` and `LazyHGrid`: items are built and measured only for the lines
/// the enclosing scroll view shows (the screen outside one), lines not measured yet count the average
/// extent of those measured, and items two viewports away from what is shown are let go.
///
/// A line is as long, along the axis, as its longest item; its items are proposed the track's size
/// across (a grid's column width, computed by `GridTracks`) and their ideal size along.
final class LazyLinesNode: ViewNode, VisibilityObserver {
    private var rows: RowCollection
    private var spec: LazyLinesSpec
    /// Live item nodes by item index.
    private var live: [Int: ViewNode] = [:]
    /// Measured line extents by line index.
    private var extents: [Int: Double] = [:]
    private var measuredSum = 0.0
    /// The tracks across, for the cross length of the last measure or placement.
    private var tracks: [GridTrack] = []
    private var crossProposal: Double?
    /// The lines placed in the last layout.
    private var placedLines: Range<Int> = 0..<0
    private var scrollView = ScrollViewLink()

    init(graph: ViewGraph, content: any View, spec: LazyLinesSpec, viewType: Any.Type, layoutType: String) {
        rows = RowCollection(content)
        self.spec = spec
        super.init(graph: graph, viewType: viewType)
        layoutName = SignpostName(layoutType, module: ModuleTag("StackLab"))
    }

    override func update(_ view: any View) {
        guard let source = view as? any LazyLinesSource else { return }
        update(content: source.lazyContent, spec: source.lazySpec)
    }

    /// Takes the new content and spec of the same container.
    func update(content: any View, spec: LazyLinesSpec) {
        let next = RowCollection(content)
        let sameItems = next.count == rows.count && (0..<rows.count).allSatisfy { next.id(at: $0) == rows.id(at: $0) }
        let sameSpec = spec.axis == self.spec.axis && spec.lineSpacing == self.spec.lineSpacing && spec.alignment == self.spec.alignment
            && spec.items.map { $0.map(\.describing) } == self.spec.items.map { $0.map(\.describing) }
        let previous = rows
        rows = next
        self.spec = spec
        if !sameItems || !sameSpec {
            extents.removeAll()
            measuredSum = 0
        }
        for index in live.keys.sorted() {
            let node = live[index]!
            if index < next.count, previous.id(at: index) == next.id(at: index) {
                live[index] = reconcile(node, with: next.view(at: index))
            } else {
                live.removeValue(forKey: index)?.teardown()
            }
        }
        if !sameItems || !sameSpec { setNeedsLayout() }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for index in live.keys.sorted() { if let node = live[index] { body(node) } }
    }

    // MARK: Geometry

    private var axis: Axis { spec.axis }
    private var trackCount: Int { max(1, tracks.count) }
    private var lineCount: Int { (rows.count + trackCount - 1) / trackCount }

    /// Resolves the tracks for a length across; items measured for other tracks are measured again.
    private func resolveTracks(cross: Double?) {
        let previous = (tracks, crossProposal)
        crossProposal = cross
        if let items = spec.items {
            tracks = GridTracks.resolve(items, length: cross)
        } else {
            tracks = [GridTrack(size: cross ?? 0, spacingAfter: 0, alignment: nil)]
        }
        let same = spec.items != nil ? previous.0 == tracks : previous.1 == cross
        if !same {
            extents.removeAll()
            measuredSum = 0
        }
    }

    /// The extent along the axis of line `index`: measured, else the average of the measured lines.
    private func extent(of line: Int) -> Double {
        if let known = extents[line] { return known }
        return extents.isEmpty ? 0 : measuredSum / Double(extents.count)
    }

    private var total: Double {
        let count = lineCount
        guard count > 0 else { return 0 }
        var sum = spec.lineSpacing * Double(count - 1)
        let average = extents.isEmpty ? 0 : measuredSum / Double(extents.count)
        sum += measuredSum + average * Double(count - extents.count)
        return sum
    }

    /// What an item is proposed: its track's size across, its ideal along.
    private func proposal(track: Int) -> ProposedSize {
        let across: Double? = spec.items == nil ? crossProposal : tracks[track].size
        return ProposedSize(major: nil, minor: across, axis: axis)
    }

    /// Builds (if needed) and measures the items of `line`; records and returns its extent.
    @discardableResult
    private func measureLine(_ line: Int) -> Double {
        var longest = 0.0
        for track in 0..<trackCount {
            let index = line * trackCount + track
            guard index < rows.count else { break }
            let node: ViewNode
            if let existing = live[index] {
                node = existing
            } else {
                node = makeChild(rows.view(at: index))
                live[index] = node
            }
            longest = max(longest, node.measure(proposal(track: track))[axis])
        }
        if let old = extents[line] { measuredSum -= old }
        extents[line] = longest
        measuredSum += longest
        return longest
    }

    /// The length of the area shown along the axis: the nearest scroll view's, else the screen's.
    private var viewportLength: Double {
        CoordinateSpaces.containerSize(above: self)[axis]
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        resolveTracks(cross: proposal[axis.other])
        // The first measure builds the lines that fill the area shown; the rest are estimated.
        if extents.isEmpty {
            var filled = 0.0, line = 0
            while line < lineCount, filled < viewportLength {
                filled += measureLine(line) + spec.lineSpacing
                line += 1
            }
        }
        let cross: Double
        if spec.items != nil {
            cross = GridTracks.length(of: tracks)
        } else {
            // A stack is as tall (across) as its tallest item built so far.
            cross = live.values.reduce(0.0) { max($0, $1.measure(self.proposal(track: 0))[axis.other]) }
        }
        return Size(major: total, minor: cross, axis: axis)
    }

    /// The part of the content shown, along the axis, in this node's space for `rect`.
    private func visibleRange(in rect: Rect) -> (min: Double, max: Double) {
        if axis == .vertical { return scrollView.visibleRange(for: self, in: rect) }
        _ = scrollView.resolve(for: self)
        var current = parent
        while let ancestor = current {
            if ancestor is HorizontalScrollNodeMarker {
                let shown = ancestor.frame.width == 0 ? graph.screen.width : ancestor.frame.width
                return (max(0, ancestor.frame.minX - rect.minX), ancestor.frame.minX + shown - rect.minX)
            }
            current = ancestor.parent
        }
        return (max(0, -rect.minX), graph.screen.width - rect.minX)
    }

    override func placeContent(in rect: Rect) {
        resolveTracks(cross: rect.size[axis.other])
        let (shownMin, shownMax) = visibleRange(in: rect)
        let start = axis == .vertical ? rect.minY : rect.minX
        // Walk the lines from the top, measuring those shown; their extents settle as they are measured.
        var position = 0.0
        var first = lineCount, end = 0
        for line in 0..<lineCount {
            if position >= shownMax { break }
            var length = extent(of: line)
            // A line is shown when it reaches into the range; one never measured, when it starts in it.
            if position + length > shownMin || (extents[line] == nil && position >= shownMin) {
                length = measureLine(line)
                if first == lineCount { first = line }
                end = line + 1
                placeLine(line, at: start + position, length: length, in: rect)
            }
            position += length + spec.lineSpacing
        }
        placedLines = first < end ? first..<end : 0..<0
        release(keepingAround: shownMin, shownMax)
        syncLength(in: rect)
    }

    private func placeLine(_ line: Int, at major: Double, length: Double, in rect: Rect) {
        let crossStart = axis == .vertical ? rect.minX : rect.minY
        let crossLength = rect.size[axis.other]
        let used = spec.items != nil ? GridTracks.length(of: tracks) : crossLength
        // Tracks narrower than the grid sit where the grid's alignment puts them.
        var offset = crossStart + (crossLength - used) * spec.alignment[axis.other]
        for track in 0..<trackCount {
            let index = line * trackCount + track
            guard index < rows.count, let node = live[index] else { break }
            let size = node.measure(proposal(track: track))
            let trackSize = spec.items != nil ? tracks[track].size : crossLength
            let cell = Rect(origin: axis == .vertical ? Point(x: offset, y: major) : Point(x: major, y: offset),
                            size: Size(major: length, minor: trackSize, axis: axis))
            let alignment = tracks.indices.contains(track) ? (tracks[track].alignment ?? spec.alignment) : spec.alignment
            node.place(in: Rect(origin: alignment.origin(of: size, in: cell), size: size))
            offset += trackSize + (tracks.indices.contains(track) ? tracks[track].spacingAfter : 0)
        }
    }

    /// Lets items two viewports away from what is shown go; their lines keep their measured extents.
    private func release(keepingAround shownMin: Double, _ shownMax: Double) {
        let margin = viewportLength
        var position = 0.0
        var keep = Set<Int>()
        for line in 0..<lineCount {
            let length = extent(of: line)
            if position + length >= shownMin - margin && position <= shownMax + margin { keep.insert(line) }
            if position > shownMax + margin { break }
            position += length + spec.lineSpacing
        }
        for index in Array(live.keys) where !keep.contains(index / trackCount) {
            live.removeValue(forKey: index)?.teardown()
        }
    }

    /// A length that measuring changed reaches the enclosing vertical scroll view in the same
    /// transaction, and the ancestors at the next layout.
    private func syncLength(in rect: Rect) {
        let length = total
        guard length != frame.size[axis] else { return }
        if axis == .vertical { scrollView.resolve(for: self)?.contentHeightChanged(by: length - frame.height) }
        setNeedsLayout()
        frame.size[axis] = length
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        for line in placedLines {
            for track in 0..<trackCount {
                guard let node = live[line * trackCount + track] else { continue }
                if node.frame.intersects(clip) { node.encode(into: &list, clip: clip, dy: dy) }
            }
        }
    }
}

extension GridItem {
    /// A comparable description, to tell a changed grid from the same one.
    var describing: String { "\(size)|\(String(describing: spacing))|\(String(describing: alignment))" }
}

/// The views a `LazyLinesNode` lays out, whatever their content type.
protocol LazyLinesSource {
    var lazyContent: any View { get }
    var lazySpec: LazyLinesSpec { get }
}
