import Foundation

/// A modifier that changes pixels but not layout: the content is laid out as it is, and the render
/// server draws it with an effect. Effects Core Animation draws into an offscreen buffer first — a
/// shadow without a path, a blur, a mask or clip to a shape, a filter, group opacity — cost the render
/// server an offscreen pass each (the `render_offscreen_pass` price); the others cost nothing extra.
nonisolated public struct RenderEffect<Content: View>: View, PrimitiveView {
    let content: Content
    let offscreen: Bool

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { RenderEffectNode<Content>(graph: graph, view: self) }
}

/// The node of a `RenderEffect`.
final class RenderEffectNode<Content: View>: PassthroughNode {
    private var offscreen: Bool

    init(graph: ViewGraph, view: RenderEffect<Content>) {
        offscreen = view.offscreen
        super.init(graph: graph, viewType: RenderEffect<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: RenderEffect<Content>.self) else { return }
        if view.offscreen != offscreen {
            offscreen = view.offscreen
            graph.outputChanges.pointee &+= 1
        }
        content = reconcile(content, with: view.content)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        super.encode(into: &list, clip: clip, dy: dy)
        if offscreen { list.addOffscreenPass() }
    }
}

extension View {
    nonisolated func renderEffect(offscreen: Bool) -> RenderEffect<Self> {
        RenderEffect(content: self, offscreen: offscreen)
    }

    /// Draws the view partly transparent; below 1 its layers are composited as a group, an offscreen pass.
    nonisolated public func opacity(_ opacity: Double) -> some View { renderEffect(offscreen: opacity < 1) }

    /// Draws a shadow under the view: an offscreen pass, as Core Animation renders a shadow without a path.
    nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        renderEffect(offscreen: radius > 0 || x != 0 || y != 0)
    }

    /// Blurs the view: an offscreen pass.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { renderEffect(offscreen: radius > 0) }

    /// Clips the view to a shape: a mask, an offscreen pass.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { renderEffect(offscreen: true) }

    /// Rounds the view's corners by clipping it: a mask, an offscreen pass.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { renderEffect(offscreen: radius > 0) }

    /// Clips the view to its frame: a rectangular clip, no offscreen pass.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { renderEffect(offscreen: false) }

    /// Masks the view with another: an offscreen pass.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { renderEffect(offscreen: true) }

    /// Composites the view's layers before drawing them: an offscreen pass.
    nonisolated public func compositingGroup() -> some View { renderEffect(offscreen: true) }

    /// Renders the view into one bitmap: an offscreen pass.
    nonisolated public func drawingGroup(opaque: Bool = false) -> some View { renderEffect(offscreen: true) }

    /// Adjusts brightness: a filter, an offscreen pass.
    nonisolated public func brightness(_ amount: Double) -> some View { renderEffect(offscreen: amount != 0) }

    /// Adjusts contrast: a filter, an offscreen pass.
    nonisolated public func contrast(_ amount: Double) -> some View { renderEffect(offscreen: amount != 1) }

    /// Adjusts saturation: a filter, an offscreen pass.
    nonisolated public func saturation(_ amount: Double) -> some View { renderEffect(offscreen: amount != 1) }

    /// Removes colour: a filter, an offscreen pass.
    nonisolated public func grayscale(_ amount: Double) -> some View { renderEffect(offscreen: amount != 0) }

    /// Tints by multiplication: a filter, an offscreen pass.
    nonisolated public func colorMultiply(_ color: Color) -> some View { renderEffect(offscreen: true) }

    /// Rotates hues: a filter, an offscreen pass.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { renderEffect(offscreen: angle.radians != 0) }

    /// Blends with what is behind: an offscreen pass.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { renderEffect(offscreen: blendMode != .normal) }

    /// Rotates the drawing (layout is unchanged).
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing (layout is unchanged).
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing per axis (layout is unchanged).
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Moves the drawing (layout is unchanged).
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// Moves the drawing (layout is unchanged).
    nonisolated public func offset(_ offset: CGSize) -> some View { self }

    /// Draws the view in front of or behind its siblings (drawing order only).
    nonisolated public func zIndex(_ value: Double) -> some View { self }

    /// Lays the view out but draws nothing.
    nonisolated public func hidden() -> some View { renderEffect(offscreen: false) }

    /// Shows placeholders instead of the content (drawing only).
    nonisolated public func redacted(reason: RedactionReasons) -> some View { self }

    /// Changes the case text inside is shown in, which changes its width.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}

/// How a view blends with what is behind it.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Normal.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Plus lighter.
    case plusLighter
}

/// Why content is redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 2)
}

enum TextCaseKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Text.Case? = nil
    static let name = "textCase"
}

extension EnvironmentValues {
    /// The case text inside is shown in.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
