import FrameProf
import Foundation
@_spi(Nodes) import StackLabCore

/// A view that updates on a schedule — SwiftUI's `TimelineView` (a clock, a relative time that ticks).
/// The lab builds its content once per update of its parent, with a context at the recording's time
/// (the recording clock as a date), and does not tick it on the schedule: a scrolling list's frames are
/// driven by the scroll. Building the content is booked as a body of the timeline's type.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    let schedule: Schedule
    let build: (Date) -> Content

    /// What the content is built for.
    public struct Context {
        /// How often the view updates.
        public enum Cadence: Comparable, Sendable, Hashable {
            /// Every frame.
            case live
            /// Every second.
            case seconds
            /// Every minute.
            case minutes
        }

        /// The date the content shows.
        public let date: Date
        /// How often the view updates (`.live` in the lab).
        public let cadence: TimelineView<Schedule, Content>.Context.Cadence
    }
}

/// The context a timeline's content gets.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    /// Primitive: no body.
    public typealias Body = Never

    /// A timeline on `schedule` whose content is built from its context.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        build = { date in content(TimelineViewDefaultContext(date: date, cadence: .live)) }
    }

    /// A timeline on `schedule` whose content is built from its own context type (the iOS 15 spelling).
    @_disfavoredOverload
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) {
        self.schedule = schedule
        build = { date in content(Context(date: date, cadence: .live)) }
    }

    /// Primitive: no body.
    nonisolated public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { TimelineViewNode<Schedule, Content>(graph: graph, view: self) }
}

/// The node of a `TimelineView`: its content, built for the recording's time.
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: PassthroughNode {
    private let bodyName: SignpostName

    init(graph: ViewGraph, view: TimelineView<Schedule, Content>) {
        bodyName = graph.names.signpostName(for: TimelineView<Schedule, Content>.self)
        super.init(graph: graph, viewType: TimelineView<Schedule, Content>.self)
        build(view, cause: graph.creationCause ?? graph.causes.firstAppearance)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: TimelineView<Schedule, Content>.self) else { return }
        build(view, cause: graph.causes.layoutRequest)
    }

    /// Builds the content for the recording clock's time, as a body of the timeline's type.
    private func build(_ view: TimelineView<Schedule, Content>, cause: SignpostName) {
        let graph = self.graph
        let date = Date(timeIntervalSince1970: Double(graph.clock.now()) / 1e9)
        graph.stats.recordBody(bodyName)
        graph.outputChanges.pointee &+= 1
        let name = bodyName
        let content = graph.work.body(name, cause: cause) { graph.work.booking(to: name) { view.build(date) } }
        self.content = reconcile(self.content, with: content)
    }

    override func flatten(into list: inout [ViewNode]) {
        list.append(self)
    }
}
