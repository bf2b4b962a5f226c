@_spi(Simulation) import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// A model the way a team writes one for iOS 17: observable and main-actor.
@MainActor @Observable final class BehaviourModel {
    var title = "Title"
    var count = 0
}

/// Reads the model's title through the environment.
struct BehaviourTitleReader: View {
    @Environment(BehaviourModel.self) private var model
    var body: some View { Text(model.title) }
}

/// Edits the model's count through `@Bindable`, reading only the count.
struct BehaviourCountEditor: View {
    @Bindable var model: BehaviourModel
    var body: some View {
        Text("\(model.count)")
            .onAppear { $model.count.wrappedValue = 2 }
    }
}

/// Reads nothing of the model.
struct BehaviourBystander: View {
    var body: some View { Text("static") }
}

struct BehaviourScreen: View {
    let model: BehaviourModel
    var body: some View {
        VStack {
            BehaviourTitleReader()
            BehaviourCountEditor(model: model)
            BehaviourBystander()
        }
        .environment(model)
    }
}

/// Reads the title only.
struct TitleView: View {
    let post: ObservedPost
    var body: some View { Text(post.title) }
}

/// Reads the like count only.
struct LikesView: View {
    let post: ObservedPost
    var body: some View { Text("\(post.likes) likes") }
}

/// Reads the subtitle only.
struct SubtitleView: View {
    let post: ObservedPost
    var body: some View { Text(post.subtitle) }
}

struct PostCard: View {
    let post: ObservedPost
    var body: some View {
        VStack {
            TitleView(post: post)
            SubtitleView(post: post)
            LikesView(post: post)
        }
    }
}

/// Whether a title shows.
@MainActor @Observable final class TitleVisibility {
    var shown = true
}

/// Shows the post's title while `visibility` says so.
struct MaybeTitle: View {
    let visibility: TitleVisibility
    let post: ObservedPost
    var body: some View {
        VStack {
            if visibility.shown { TitleView(post: post) }
        }
    }
}

/// An `@Observable` model, read directly, through the environment or through `@Bindable`, runs exactly the
/// views that read the property that changed, and names it.
@Suite struct ObservableTests: BodyEvaluationHarness {
    @Test func anObservableModelInTheEnvironmentAndBindableRunsExactlyItsReaders() {
        RecordingContext().runLab {
            let model = BehaviourModel()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { BehaviourScreen(model: model) }
            graph.update()
            // The editor's onAppear writes through its @Bindable binding.
            graph.runAfterCommit()
            #expect(model.count == 2)
            #expect(evaluations(graph) {} == ["BehaviourCountEditor": 1])
            #expect(evaluations(graph) { model.title = "New" } == ["BehaviourTitleReader": 1])
            #expect(evaluations(graph) { model.count = 0 } == ["BehaviourCountEditor": 1])
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string).contains("New"))
            let causes = graph.causes.namedSoFar
            #expect(causes.contains("observable BehaviourModel.title") && causes.contains("observable BehaviourModel.count"))
        }
    }

    @Test func anObservablePropertyChangeRunsExactlyTheViewsThatReadItAndNamesIt() {
        RecordingContext().runLab {
            let post = ObservedPost()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { PostCard(post: post) }
            graph.update()
            #expect(evaluations(graph) { post.likes = 3 } == ["LikesView": 1])
            #expect(evaluations(graph) { post.title = "Changed" } == ["TitleView": 1])
            // Two String properties: the one whose value changed is named, not its sibling.
            #expect(evaluations(graph) { post.subtitle = "Other" } == ["SubtitleView": 1])
            let causes = graph.causes.namedSoFar
            #expect(causes.contains("observable ObservedPost.likes") && causes.contains("observable ObservedPost.title") && causes.contains("observable ObservedPost.subtitle"))
            // A change to nothing read runs nothing.
            #expect(evaluations(graph) {}.isEmpty)
        }
    }

    /// A view's tracking outlives the view (the model keeps it until a change fires it): a change after
    /// the view went finds no node and runs nothing, and the graph goes on.
    @Test func aChangeAfterItsReaderWentRunsNothing() {
        RecordingContext().runLab {
            let post = ObservedPost()
            let visibility = TitleVisibility()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { MaybeTitle(visibility: visibility, post: post) }
            graph.update()
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == [post.title])
            #expect(evaluations(graph) { visibility.shown = false } == ["MaybeTitle": 1])
            #expect(nodes(of: TextNode.self, in: graph).isEmpty)
            #expect(evaluations(graph) { post.title = "Gone" }.isEmpty)
            #expect(evaluations(graph) { visibility.shown = true } == ["MaybeTitle": 1, "TitleView": 1])
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["Gone"])
        }
    }
}
