@_spi(Simulation) import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// Reads the post from the environment by its type.
struct EnvironmentPostView: View {
    @Environment(ObservedPost.self) private var post
    var body: some View { Text(post.title) }
}

enum AccentThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var accentTheme: String {
        get { self[AccentThemeKey.self] }
        set { self[AccentThemeKey.self] = newValue }
    }
}

/// Reads the colour scheme, the locale and a custom key.
struct EnvironmentReader: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.locale) private var locale
    @Environment(\.accentTheme) private var theme
    var body: some View { Text("\(scheme) \(locale.identifier) \(theme)") }
}

/// Writes the environment its children read.
struct AppearanceRoot: View {
    let appearance: Appearance
    let post: ObservedPost
    var body: some View {
        VStack {
            EnvironmentReader()
            EnvironmentPostView()
            Text("static")
        }
        .environment(\.colorScheme, appearance.scheme)
        .environment(\.accentTheme, "sunset")
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .environment(post)
    }
}

/// Environment values — system ones, custom keys and observable objects — reach the cells that read
/// them, and a change runs exactly those readers.
@Suite struct EnvironmentTests: BodyEvaluationHarness {
    @Test func environmentValuesReachCellsAndAChangeRunsTheirReaders() {
        RecordingContext().runLab {
            let post = ObservedPost()
            let appearance = Appearance()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { AppearanceRoot(appearance: appearance, post: post) }
            graph.update()
            let text = nodes(of: TextNode.self, in: graph).map(\.text.string)
            #expect(text[0] == "light fr_FR sunset" && text[1] == "Hello")
            // A new colour scheme from above runs the root that writes it and the reader that reads it,
            // with the key as the reader's cause; the rest are skipped.
            #expect(evaluations(graph) { appearance.scheme = .dark } == ["AppearanceRoot": 1, "EnvironmentReader": 1])
            #expect(nodes(of: TextNode.self, in: graph)[0].text.string == "dark fr_FR sunset")
            #expect(graph.causes.namedSoFar.contains("environment colorScheme"))
            // The environment object is tracked like any observable.
            #expect(evaluations(graph) { post.title = "Bonjour" } == ["EnvironmentPostView": 1])
        }
    }
}
