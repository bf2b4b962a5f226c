import StackLab
/// The content height a GeometryReader behind the content writes.
public struct ContentHeightKey: PreferenceKey {
    /// No height before the first layout.
    public static let defaultValue = 0.0

    /// The tallest writer wins.
    public static func reduce(value: inout Double, nextValue: () -> Double) {
        value = max(value, nextValue())
    }
}

/// The `geometry-reader-feedback` container: it reads its content's height and shows the content inside
/// a ScrollView only when it is taller than the viewport. The `if/else` rebuilds the content on every
/// switch, and each height it reads feeds state back into the same frame's update loop.
///
/// The height comes through a GeometryReader preference, or — for a stack with a height callback
/// (OptimizedVStack) — through that callback, which the content builder is handed.
nonisolated public struct FeedbackContainer: View {
    /// How the container learns its content's height.
    public enum Reading: Sendable {
        /// A GeometryReader in the content's background writes `ContentHeightKey`.
        case geometryReader
        /// The content calls the handler it was built with.
        case callback
    }

    let content: (_ heightChanged: @escaping (Double) -> Void) -> AnyView
    let viewport: Double
    let reading: Reading
    let report: (Double) -> Void
    @State private var contentHeight = 0.0

    /// Creates a container reading through a GeometryReader; `report` sees every content height the
    /// container takes on.
    public init(content: AnyView, viewport: Double, report: @escaping (Double) -> Void) {
        self.init(viewport: viewport, reading: .geometryReader, report: report) { _ in content }
    }

    /// Creates a container whose content is built with the handler to call with its height (used when
    /// `reading` is `.callback`).
    public init(viewport: Double, reading: Reading, report: @escaping (Double) -> Void,
                content: @escaping (_ heightChanged: @escaping (Double) -> Void) -> AnyView) {
        self.content = content
        self.viewport = viewport
        self.reading = reading
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

    private func take(_ height: Double) {
        if height != contentHeight { report(height) }
        contentHeight = height
    }

    private var measured: AnyView {
        switch reading {
        case .callback:
            return content(take)
        case .geometryReader:
            return AnyView(content { _ in }
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: ContentHeightKey.self, value: proxy.size.height)
                })
                .onPreferenceChange(ContentHeightKey.self, perform: take))
        }
    }
}
