/// The content height a GeometryReader behind the content writes.
public struct ContentHeightKey: PreferenceKey {
    /// No height before the first layout.
    public static let defaultValue = 0.0

    /// The tallest writer wins.
    public static func reduce(value: inout Double, nextValue: () -> Double) {
        value = max(value, nextValue())
    }
}

/// The `geometry-reader-feedback` container: it reads its content's height through a GeometryReader
/// preference and shows the content inside a ScrollView only when it is taller than the viewport. The
/// `if/else` rebuilds the content on every switch, and each preference change feeds state back into
/// the next transaction.
public struct FeedbackContainer: View {
    let content: AnyView
    let viewport: Double
    let report: (Double) -> Void
    @State private var contentHeight = 0.0

    /// Creates the container; `report` sees every content height the container takes on.
    public init(content: AnyView, viewport: Double, report: @escaping (Double) -> Void) {
        self.content = content
        self.viewport = viewport
        self.report = report
    }

    /// The content, scrolled or not by the last height read.
    public var body: some View {
        if contentHeight > viewport {
            ScrollView { measured }
        } else {
            measured
        }
    }

    private var measured: some View {
        content
            .background(GeometryReader { proxy in
                Color.clear.preference(key: ContentHeightKey.self, value: proxy.size.height)
            })
            .onPreferenceChange(ContentHeightKey.self) { height in
                if height != contentHeight { report(height) }
                contentHeight = height
            }
    }
}
