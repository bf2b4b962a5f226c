import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// A team's style that resolves to a colour (iOS 17).
struct Stripes: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color { .orange }
}

/// Every shape style — gradients, materials, hierarchical and semantic styles, shaders and a team's own —
/// and the gradient views, built and laid out.
@Suite struct ShapeStyleTests: DrawingEntryHarness {
    @Test func shapeStyles() {
        let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]
        let gradient = Gradient(colors: [.red, .blue])
        var styles: [AnyShapeStyle] = []
        styles.append(AnyShapeStyle(gradient))
        styles.append(AnyShapeStyle(Gradient(stops: stops).colorSpace(.perceptual)))
        styles.append(AnyShapeStyle(AnyGradient(gradient).colorSpace(.device)))
        styles.append(AnyShapeStyle(Color.red.gradient))
        styles.append(AnyShapeStyle(.linearGradient(gradient, startPoint: .top, endPoint: .bottom)))
        styles.append(AnyShapeStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        styles.append(AnyShapeStyle(.linearGradient(stops: stops, startPoint: .topLeading, endPoint: .bottomTrailing)))
        styles.append(AnyShapeStyle(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom)))
        styles.append(AnyShapeStyle(.radialGradient(gradient, center: .center, startRadius: 0, endRadius: 10)))
        styles.append(AnyShapeStyle(.radialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 10)))
        styles.append(AnyShapeStyle(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 10)))
        styles.append(AnyShapeStyle(.radialGradient(Color.red.gradient, endRadius: 10)))
        styles.append(AnyShapeStyle(.ellipticalGradient(gradient)))
        styles.append(AnyShapeStyle(.ellipticalGradient(colors: [.red, .blue], center: .top)))
        styles.append(AnyShapeStyle(.ellipticalGradient(stops: stops, startRadiusFraction: 0.1, endRadiusFraction: 0.4)))
        styles.append(AnyShapeStyle(.ellipticalGradient(Color.red.gradient)))
        styles.append(AnyShapeStyle(.angularGradient(gradient, center: .center, startAngle: .zero, endAngle: .degrees(180))))
        styles.append(AnyShapeStyle(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90))))
        styles.append(AnyShapeStyle(.angularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(90))))
        styles.append(AnyShapeStyle(.angularGradient(Color.red.gradient, startAngle: .zero, endAngle: .degrees(90))))
        styles.append(AnyShapeStyle(.conicGradient(gradient, center: .center)))
        styles.append(AnyShapeStyle(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))))
        styles.append(AnyShapeStyle(.conicGradient(stops: stops, center: .center)))
        styles.append(AnyShapeStyle(.conicGradient(Color.red.gradient)))
        styles.append(AnyShapeStyle(.ultraThinMaterial))
        styles.append(AnyShapeStyle(.thinMaterial))
        styles.append(AnyShapeStyle(.regularMaterial))
        styles.append(AnyShapeStyle(.thickMaterial))
        styles.append(AnyShapeStyle(.ultraThickMaterial))
        styles.append(AnyShapeStyle(.bar))
        styles.append(AnyShapeStyle(Material.regular.materialActiveAppearance(.active)))
        styles.append(AnyShapeStyle(.primary))
        styles.append(AnyShapeStyle(.secondary))
        styles.append(AnyShapeStyle(.tertiary))
        styles.append(AnyShapeStyle(.quaternary))
        styles.append(AnyShapeStyle(.quinary))
        styles.append(AnyShapeStyle(Color.red.secondary))
        styles.append(AnyShapeStyle(Color.red.tertiary))
        styles.append(AnyShapeStyle(Color.red.quaternary))
        styles.append(AnyShapeStyle(Color.red.quinary))
        styles.append(AnyShapeStyle(.foreground))
        styles.append(AnyShapeStyle(.background))
        styles.append(AnyShapeStyle(.tint))
        styles.append(AnyShapeStyle(.selection))
        styles.append(AnyShapeStyle(.separator))
        styles.append(AnyShapeStyle(.placeholder))
        styles.append(AnyShapeStyle(.link))
        styles.append(AnyShapeStyle(.fill))
        styles.append(AnyShapeStyle(.windowBackground))
        styles.append(AnyShapeStyle(.image(Image("pattern"), sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 0.5)))
        styles.append(AnyShapeStyle(ImagePaint(image: Image("pattern"))))
        styles.append(AnyShapeStyle(ForegroundStyle().opacity(0.5)))
        styles.append(AnyShapeStyle(.opacity(0.5)))
        styles.append(AnyShapeStyle(Color.red.blendMode(.multiply)))
        styles.append(AnyShapeStyle(.blendMode(.screen)))
        styles.append(AnyShapeStyle(Color.white.shadow(.drop(radius: 4))))
        styles.append(AnyShapeStyle(Color.white.shadow(.inner(color: .black, radius: 2, x: 1, y: 1))))
        styles.append(AnyShapeStyle(.shadow(.drop(color: .red, radius: 2, x: 0, y: 2))))
        styles.append(AnyShapeStyle(Color.red.in(CGRect(x: 0, y: 0, width: 4, height: 4))))
        styles.append(AnyShapeStyle(Color.red.materialActiveAppearance(.matchWindow)))
        styles.append(AnyShapeStyle(Stripes()))
        styles.append(AnyShapeStyle(ShaderLibrary.default.ripple(.float(1), .float2(1, 2), .float3(1, 2, 3), .float4(1, 2, 3, 4))))
        var views = styles.map { AnyView(Rectangle().fill($0)) }
        views.append(AnyView(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
        views.append(AnyView(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)))
        views.append(AnyView(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom)))
        views.append(AnyView(RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 5)))
        views.append(AnyView(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 5)))
        views.append(AnyView(RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 5)))
        views.append(AnyView(EllipticalGradient(gradient: gradient)))
        views.append(AnyView(EllipticalGradient(colors: [.red], center: .top, startRadiusFraction: 0, endRadiusFraction: 1)))
        views.append(AnyView(EllipticalGradient(stops: stops)))
        views.append(AnyView(AngularGradient(gradient: gradient, center: .center)))
        views.append(AnyView(AngularGradient(gradient: gradient, center: .center, startAngle: .zero, endAngle: .degrees(90))))
        views.append(AnyView(AngularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))))
        views.append(AnyView(AngularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(90))))
        views.append(AnyView(AngularGradient(gradient: gradient, center: .center, angle: .degrees(30))))
        views.append(AnyView(AngularGradient(colors: [.red], center: .center, angle: .zero)))
        views.append(AnyView(AngularGradient(stops: stops, center: .center, angle: .zero)))
        let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let bezier = points.map { MeshGradient.BezierPoint(position: $0, leadingControlPoint: $0, topControlPoint: $0, trailingControlPoint: $0, bottomControlPoint: $0) }
        let resolved = [Color.Resolved](repeating: Color.red.resolve(in: EnvironmentValues()), count: 4)
        views.append(AnyView(MeshGradient(width: 2, height: 2, points: points, colors: [.red, .blue, .green, .yellow])))
        views.append(AnyView(MeshGradient(width: 2, height: 2, points: points, resolvedColors: resolved, background: .white, smoothsColors: false, colorSpace: .perceptual)))
        views.append(AnyView(MeshGradient(width: 2, height: 2, bezierPoints: bezier, colors: [.red, .blue, .green, .yellow])))
        views.append(AnyView(MeshGradient(width: 2, height: 2, bezierPoints: bezier, resolvedColors: resolved)))
        views.append(AnyView(MeshGradient(width: 2, height: 2, locations: .points(points), colors: .colors([.red, .blue, .green, .yellow]))))
        layOut(views)
        #expect(HierarchicalShapeStyle.quinary != HierarchicalShapeStyle.primary && Material.bar != Material.regular)
        #expect(MaterialActiveAppearance.automatic != .active)
    }

    /// What decides whether a shape drew the same thing again: the same style, by value, is equal and
    /// hashes alike; another value, another type with the same look, or another pass is not.
    @Test func erasedStylesCompareByTypeAndValue() {
        #expect(AnyShapeStyle(Color.red) == AnyShapeStyle(Color.red))
        #expect(AnyShapeStyle(Color.red).hashValue == AnyShapeStyle(Color.red).hashValue)
        #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.blue))
        #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.red.secondary))
        #expect(AnyShapeStyle(HierarchicalShapeStyle.secondary) == AnyShapeStyle(HierarchicalShapeStyle.secondary))
        #expect(AnyShapeStyle(HierarchicalShapeStyle.secondary) != AnyShapeStyle(HierarchicalShapeStyle.tertiary))
        // A material draws in an offscreen pass; a colour never does.
        #expect(AnyShapeStyle(Material.regular) == AnyShapeStyle(Material.regular))
        #expect(AnyShapeStyle(Material.regular) != AnyShapeStyle(Material.thin))
        // A style that is not Hashable stands for itself by type.
        #expect(AnyShapeStyle(Stripes()) == AnyShapeStyle(Stripes()))
        #expect(AnyShapeStyle(Stripes()) != AnyShapeStyle(Color.orange))
        // Erasing twice keeps the first erasure.
        #expect(AnyShapeStyle(AnyShapeStyle(Color.red)) == AnyShapeStyle(Color.red))
    }
}
