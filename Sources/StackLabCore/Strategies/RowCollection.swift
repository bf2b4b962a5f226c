/// A lazy container's content seen as numbered rows: a `ForEach` contributes one row per element, any
/// other view one row; tuples concatenate. Looking a row up does not build the others.
package struct RowCollection {
    private enum Segment {
        case source(any RowSource)
        case single(any View)
    }

    private var segments: [Segment] = []
    private var starts: [Int] = []
    /// How many rows.
    package private(set) var count = 0

    package init(_ content: any View) {
        append(content)
    }

    private mutating func append(_ view: any View) {
        if let source = view as? any RowSource {
            starts.append(count)
            segments.append(.source(source))
            count += source.rowCount
        } else if let list = view as? any ViewList {
            for element in list.elements { append(element) }
        } else {
            starts.append(count)
            segments.append(.single(view))
            count += 1
        }
    }

    /// The segment that holds row `index`, and the row's offset in it.
    private func locate(_ index: Int) -> (Segment, Int) {
        let segment = starts.segment(containing: index)
        return (segments[segment], index - starts[segment])
    }

    /// The identity of row `index`.
    package func id(at index: Int) -> RowID {
        switch locate(index) {
        case let (.source(source), offset): RowID(segment: index - offset, id: source.rowID(at: offset))
        case (.single, _): RowID(segment: index, id: AnyHashable(index))
        }
    }

    /// The view of row `index`.
    package func view(at index: Int) -> any View {
        switch locate(index) {
        case let (.source(source), offset): source.rowView(at: offset)
        case let (.single(view), _): view
        }
    }
}

/// A row's identity in a `RowCollection` (or a list's rows): where its segment starts, and its id there.
/// A lazy stack compares it as it is, not wrapped in another `AnyHashable`, whose box and conformance
/// lookup cost about 850 instructions for each row looked up; a list, itself a row source, hands it on
/// wrapped.
package struct RowID: Hashable {
    let segment: Int
    let id: AnyHashable

    /// Row `id` of segment `segment` (the list's sections).
    package init(segment: Int, id: AnyHashable) {
        self.segment = segment
        self.id = id
    }
}
