import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A team's shape with a size of its own, built in nonisolated code: SwiftUI's `Shape` is not a
/// main-actor protocol for the types that conform to it.
struct Wave: Shape {
    var amplitude: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.midY - amplitude))
        return path
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: 20)
    }

    var animatableData: Double {
        get { amplitude }
        set { amplitude = newValue }
    }
}

/// Every shape, its statics and its methods, built and laid out; shapes as views take what they are
/// offered, a team's shape its own size.
@Suite struct ShapeTests: DrawingEntryHarness {
    @Test func shapesAndTheirStatics() {
        var views: [AnyView] = []
        views.append(AnyView(Rectangle()))
        views.append(AnyView(RoundedRectangle(cornerRadius: 8)))
        views.append(AnyView(RoundedRectangle(cornerRadius: 8, style: .circular)))
        views.append(AnyView(RoundedRectangle(cornerSize: CGSize(width: 4, height: 6))))
        views.append(AnyView(RoundedRectangle(cornerSize: CGSize(width: 4, height: 6), style: .continuous)))
        views.append(AnyView(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8, topTrailing: 8))))
        views.append(AnyView(UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 0, bottomTrailingRadius: 4, topTrailingRadius: 0, style: .circular)))
        views.append(AnyView(Capsule()))
        views.append(AnyView(Capsule(style: .circular)))
        views.append(AnyView(Circle()))
        views.append(AnyView(Ellipse()))
        views.append(AnyView(ContainerRelativeShape()))
        views.append(AnyView(AnyShape(Circle())))
        views.append(AnyView(Path(CGRect(x: 0, y: 0, width: 10, height: 10))))
        views.append(AnyView(Wave(amplitude: 3)))
        views.append(AnyView(Circle().clipShape(.rect(cornerRadius: 4))))
        views.append(AnyView(Circle().clipShape(.rect(cornerRadius: 4, style: .circular))))
        views.append(AnyView(Circle().clipShape(.rect(cornerSize: CGSize(width: 2, height: 2)))))
        views.append(AnyView(Circle().clipShape(.rect(cornerRadii: RectangleCornerRadii(bottomLeading: 3)))))
        views.append(AnyView(Circle().clipShape(.rect(topLeadingRadius: 4, topTrailingRadius: 4))))
        views.append(AnyView(Color.red.clipShape(.capsule)))
        views.append(AnyView(Color.red.clipShape(.capsule(style: .circular))))
        views.append(AnyView(Color.red.clipShape(.circle)))
        views.append(AnyView(Color.red.clipShape(.ellipse)))
        views.append(AnyView(Color.red.clipShape(.containerRelative)))
        layOut(views)
        var radii = RectangleCornerRadii()
        radii.topLeading = 2
        radii.bottomTrailing = 2
        #expect(radii != RectangleCornerRadii() && RoundedRectangle(cornerRadius: 3).cornerSize == CGSize(width: 3, height: 3))
        let kinds: ContentShapeKinds = [.interaction, .dragPreview, .contextMenuPreview, .hoverEffect, .accessibility]
        #expect(kinds.contains(.hoverEffect))
        #expect(Rectangle.role == .fill && Circle().layoutDirectionBehavior == .fixed && Wave(amplitude: 1).layoutDirectionBehavior == .mirrors)
    }

    @Test func shapeMethods() {
        let circle = Circle()
        let style = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 1], dashPhase: 1)
        var views: [AnyView] = []
        views.append(AnyView(circle.fill()))
        views.append(AnyView(circle.fill(.red)))
        views.append(AnyView(circle.fill(.red, style: FillStyle(eoFill: true, antialiased: false))))
        views.append(AnyView(circle.fill(style: FillStyle())))
        views.append(AnyView(circle.stroke(lineWidth: 2)))
        views.append(AnyView(circle.stroke(style: style)))
        views.append(AnyView(circle.stroke(.blue)))
        views.append(AnyView(circle.stroke(.blue, lineWidth: 3)))
        views.append(AnyView(circle.stroke(.blue, lineWidth: 3, antialiased: false)))
        views.append(AnyView(circle.stroke(.blue, style: style)))
        views.append(AnyView(circle.stroke(.blue, style: style, antialiased: true)))
        views.append(AnyView(circle.strokeBorder()))
        views.append(AnyView(circle.strokeBorder(lineWidth: 2)))
        views.append(AnyView(circle.strokeBorder(lineWidth: 2, antialiased: false)))
        views.append(AnyView(circle.strokeBorder(style: style)))
        views.append(AnyView(circle.strokeBorder(style: style, antialiased: false)))
        views.append(AnyView(circle.strokeBorder(.green)))
        views.append(AnyView(circle.strokeBorder(.green, lineWidth: 4)))
        views.append(AnyView(circle.strokeBorder(.green, lineWidth: 4, antialiased: true)))
        views.append(AnyView(circle.strokeBorder(.green, style: style)))
        views.append(AnyView(circle.strokeBorder(.green, style: style, antialiased: true)))
        views.append(AnyView(circle.fill(.red).stroke(.blue, lineWidth: 2)))
        views.append(AnyView(circle.fill(.red).stroke(.blue, style: style, antialiased: false)))
        views.append(AnyView(circle.fill(.red).fill(.blue.opacity(0.5), style: FillStyle())))
        views.append(AnyView(circle.fill(.red).strokeBorder(.blue, lineWidth: 2)))
        views.append(AnyView(circle.stroke(.red).strokeBorder(.blue, style: style, antialiased: true)))
        views.append(AnyView(circle.trim(from: 0, to: 0.75)))
        views.append(AnyView(circle.trim(to: 0.5).stroke(.red, lineWidth: 4)))
        views.append(AnyView(circle.inset(by: 4)))
        views.append(AnyView(circle.inset(by: 4).strokeBorder(.red)))
        views.append(AnyView(circle.offset(CGSize(width: 2, height: 2))))
        views.append(AnyView(circle.offset(CGPoint(x: 2, y: 2))))
        views.append(AnyView(circle.offset(x: 2, y: 0)))
        views.append(AnyView(circle.scale(x: 0.5, y: 1, anchor: .top)))
        views.append(AnyView(circle.scale(0.5)))
        views.append(AnyView(circle.rotation(.degrees(45), anchor: .center)))
        views.append(AnyView(circle.transform(CGAffineTransform(scaleX: 2, y: 1))))
        views.append(AnyView(circle.size(CGSize(width: 10, height: 10))))
        views.append(AnyView(circle.size(width: 10, height: 10)))
        views.append(AnyView(circle.size(CGSize(width: 10, height: 10), anchor: .center)))
        views.append(AnyView(circle.size(width: 10, height: 10, anchor: .bottom)))
        views.append(AnyView(circle.intersection(Rectangle())))
        views.append(AnyView(circle.union(Rectangle(), eoFill: true)))
        views.append(AnyView(circle.subtracting(Rectangle())))
        views.append(AnyView(circle.symmetricDifference(Rectangle())))
        views.append(AnyView(circle.lineIntersection(Rectangle())))
        views.append(AnyView(circle.lineSubtraction(Rectangle())))
        views.append(AnyView(OffsetShape(shape: Capsule(), offset: .zero).inset(by: 2)))
        views.append(AnyView(RotatedShape(shape: Capsule(), angle: .zero).inset(by: 2)))
        views.append(AnyView(ScaledShape(shape: Capsule(), scale: CGSize(width: 2, height: 2))))
        views.append(AnyView(TransformedShape(shape: Capsule(), transform: .identity)))
        views.append(AnyView(FillShapeView(shape: Circle(), style: Color.red, fillStyle: FillStyle(), background: EmptyView())))
        views.append(AnyView(StrokeShapeView(shape: Circle(), style: Color.red, strokeStyle: style, isAntialiased: true, background: EmptyView())))
        views.append(AnyView(StrokeBorderShapeView(shape: Circle(), style: Color.red, strokeStyle: style, isAntialiased: true, background: Color.blue)))
        layOut(views)
        let size = circle.sizeThatFits(ProposedViewSize(width: 30, height: nil))
        #expect(size == CGSize(width: 30, height: 10))
        #expect(Wave(amplitude: 1).sizeThatFits(.unspecified) == CGSize(width: 100, height: 20))
        #expect(style.lineCap == .round && style.dash == [2, 1] && ShapeRole.separator != .stroke)
    }

    /// Shapes as views take what they are offered, 10 × 10 where nothing is (SwiftUI's
    /// `sizeThatFits` default); a shape of the team's own sizes itself with its `sizeThatFits`; a fill
    /// stroked over draws two layers in one frame.
    @Test func shapesAsViews() {
        #expect(render(.unspecified) { Circle() }.size == Size(width: 10, height: 10))
        #expect(render { Capsule().stroke(.red, lineWidth: 2) }.size == Size(width: 100, height: 40))
        #expect(render { RoundedRectangle(cornerRadius: 8).strokeBorder(.red, lineWidth: 4) }.size == Size(width: 100, height: 40))
        #expect(render { Path(CGRect(x: 0, y: 0, width: 5, height: 5)) }.size == Size(width: 100, height: 40))
        #expect(render(ProposedSize(width: 60, height: nil)) { Wave(amplitude: 3) }.size == Size(width: 60, height: 20))
        let layered = render { Circle().fill(.red).stroke(.blue, lineWidth: 2) }
        #expect(layered.size == Size(width: 100, height: 40) && layered.layers == 2)
        #expect(render { Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2) }.size == Size(width: 100, height: 40))
    }
}
