/// The node of a `ScrollView` with content margins set above it (`contentMargins`): a scroll view whose
/// content is padded by the margins, so the content is laid out inside them and scrolls with them.
/// The margins are taken when the scroll view is made and follow the environment after.
final class ScrollMarginsNode<Content: View>: PassthroughNode {
    private var view: ScrollView<Content>
    private var margins: EdgeInsets
    private var written = EnvironmentValues()

    init(graph: ViewGraph, view: ScrollView<Content>) {
        self.view = view
        margins = graph.buildEnvironment.labValue(ContentMarginsKey.self).scrollContent.insets
        super.init(graph: graph, viewType: ScrollView<Content>.self)
        written = Self.clearingMargins(environment)
        content = reconcile(nil, with: padded())
    }

    /// The content below sees no margins: they were applied here.
    private static func clearingMargins(_ environment: EnvironmentValues) -> EnvironmentValues {
        var copy = environment
        copy.contentMarginValues = ContentMarginValues()
        return copy
    }

    override var childEnvironment: EnvironmentValues { written }

    private func padded() -> ScrollView<some View> {
        let margins = margins
        let inner = view.content
        return ScrollView<_>(view.axes, showsIndicators: view.showsIndicators) { inner.padding(margins) }
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ScrollView<Content>.self) else { return }
        self.view = view
        content = reconcile(content, with: padded())
    }

    override func environmentChanged(from old: EnvironmentValues) {
        written = Self.clearingMargins(environment)
        let next = environment.labValue(ContentMarginsKey.self).scrollContent.insets
        super.environmentChanged(from: old)
        if next != margins {
            margins = next
            content = reconcile(content, with: padded())
        }
    }
}
