import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// The layout family's supporting values — alignments, edges, axes, unit points, angles, insets,
/// projections, coordinate spaces, grid items, container values and timeline schedules — have SwiftUI's
/// members.
@Suite struct GeometryValuesTests {
    @Test func supportingValues() {
        #expect(HorizontalAlignment(LayoutEntriesThird.self) == HorizontalAlignment(LayoutEntriesThird.self))
        #expect(VerticalAlignment(LayoutEntriesThird.self) != VerticalAlignment.center)
        #expect(HorizontalAlignment.center.combineExplicit([10, nil, 20]) == 15)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([10, 5]) == 5)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([10, 5]) == 10)
        #expect(VerticalAlignment.center.combineExplicit([CGFloat?]()) == nil)
        let alignments: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
                                       .centerFirstTextBaseline, .centerLastTextBaseline, .leadingFirstTextBaseline, .leadingLastTextBaseline,
                                       .trailingFirstTextBaseline, .trailingLastTextBaseline]
        #expect(Set(alignments).count == 15)
        #expect(HorizontalAlignment.listRowSeparatorLeading != .leading && HorizontalAlignment.listRowSeparatorTrailing != .trailing)
        #expect(Edge.Set(.top).union(Edge.Set(Edge.bottom)) == .vertical && Edge.allCases.count == 4 && Edge(rawValue: 1) == .leading)
        #expect(HorizontalEdge.Set(.leading) == .leading && VerticalEdge.Set(.bottom) == .bottom && HorizontalEdge.Set.all.contains(.trailing))
        #expect(VerticalEdge.allCases == [.top, .bottom] && VerticalEdge.Set.all == [.top, .bottom])
        #expect(Axis.horizontal.description == "horizontal" && Axis.Set.vertical.rawValue == 2 && Axis(rawValue: 1) == .vertical)
        #expect(Visibility.allCases.count == 3 && SafeAreaRegions.all == [.container, .keyboard])
        #expect(UnitPoint() == .zero && UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(0.25, 0.75)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
        var angle = Angle.degrees(90)
        angle.degrees = 180
        #expect(abs(angle.radians - .pi) < 1e-9 && Angle() == .zero && Angle.radians(1) > Angle(degrees: 1))
        #expect((Angle.degrees(30) + .degrees(60)).degrees.rounded() == 90)
        var insets = EdgeInsets()
        insets.animatableData = AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4)))
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        var transform = ProjectionTransform()
        transform.m31 = 10
        #expect(!transform.isIdentity && transform.isAffine && CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 11, y: 1))
        #expect(transform.inverted().concatenating(transform).isIdentity)
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && CoordinateSpace.named("a") == .named("a"))
        #expect(NamedCoordinateSpace.named("a").coordinateSpace == .named("a") && LocalCoordinateSpace.local.coordinateSpace == .local)
        #expect(GlobalCoordinateSpace.global.coordinateSpace == .global && NamedCoordinateSpace.scrollView != NamedCoordinateSpace.scrollView(axis: .vertical))
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft) && LayoutDirectionBehavior.fixed != .mirrors)
        #expect(ContentMode.allCases == [.fit, .fill] && LayoutDirection.allCases.count == 2)
        let item = GridItem(.adaptive(minimum: 40, maximum: 80), spacing: 2, alignment: .leading)
        #expect(item.spacing == 2 && item.alignment == .leading && GridItem().alignment == nil)
        if case let .flexible(minimum, maximum) = GridItem().size { #expect(minimum == 10 && maximum == .infinity) }
        #expect(ScenePadding.minimum == .minimum && EmptyVisualEffect().animatableData == EmptyAnimatableData())
        var values = ContainerValues()
        values.layoutEntriesBadge = 4
        #expect(values.layoutEntriesBadge == 4 && values.tag(for: Int.self) == nil && !values.hasTag(1))
        #expect(TimelineView<EveryMinuteTimelineSchedule, Never>.Context.Cadence.live < .minutes)
        let start = Date(timeIntervalSinceReferenceDate: 90)
        #expect(Array(PeriodicTimelineSchedule(from: start, by: 10).entries(from: start, mode: .normal).prefix(2)) == [start, start.addingTimeInterval(10)])
        #expect(EveryMinuteTimelineSchedule().entries(from: start, mode: .lowFrequency).first(where: { _ in true }) == Date(timeIntervalSinceReferenceDate: 60))
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)) == [start])
        #expect(Array(ExplicitTimelineSchedule([start]).entries(from: start, mode: .normal)) == [start])
        #expect(EditActions<[Int]>.all.rawValue == 3 && EditActions<[Int]>.move.rawValue == 2 && EditActions<[Int]>.delete.rawValue == 1)
        #expect(ColorRenderingMode.extendedLinear != .linear)
        #expect(GraphicsContext.BlendMode.multiply != .normal && GraphicsContext.ClipOptions.inverse.rawValue == 1)
    }
}
