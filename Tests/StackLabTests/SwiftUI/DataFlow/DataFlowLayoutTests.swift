import FrameProf
import Foundation
import Testing
@testable import StackLab

nonisolated enum LayoutAnchorKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

nonisolated enum LayoutPointKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

nonisolated enum LayoutNumbersKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Pads its content by 4 pt.
struct LayoutPadding: ViewModifier {
    func body(content: Content) -> some View { content.padding(4) }
}

/// Pads its content by 2 pt, or 10 pt at accessibility sizes: resolved against the environment.
struct LayoutSizePadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> LayoutFixedPadding {
        LayoutFixedPadding(amount: environment.dynamicTypeSize.isAccessibilitySize ? 10 : 2)
    }
}

struct LayoutFixedPadding: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
}

/// What the laid out entries of the family do to layout, worked out by hand: an animator shows its
/// first phase or initial value, a modifier's body content is laid out as written, accessibility
/// attachments leave a stack's frames as they are, anchors resolve to where their view was placed.
@Suite struct DataFlowLayoutTests {
    /// A phase animator lays its content out at the first phase: a square as wide as the phase.
    @Test(arguments: [[10.0, 20.0], [30.0], [5.0, 50.0, 70.0]])
    func aPhaseAnimatorLaysOutItsFirstPhase(phases: [Double]) {
        RecordingContext().run {
            let size = layout(.unspecified) { PhaseAnimator(phases) { width in Color.red.frame(width: width, height: 10) } }.size
            #expect(size == Size(width: phases[0], height: 10))
            // The modifier form pads a 10 × 10 square by the first phase on every edge.
            let padded = layout(.unspecified) {
                Color.red.frame(width: 10, height: 10).phaseAnimator(phases, trigger: 1) { content, phase in content.padding(phase) }
            }.size
            #expect(padded == Size(width: 10 + 2 * phases[0], height: 10 + 2 * phases[0]))
        }
    }

    /// A keyframe animator lays its content out at the initial value, whatever its keyframes reach.
    @Test(arguments: [12.0, 24.0, 40.0])
    func aKeyframeAnimatorLaysOutItsInitialValue(initial: Double) {
        RecordingContext().run {
            let size = layout(.unspecified) {
                KeyframeAnimator(initialValue: initial, trigger: 0) { side in Color.red.frame(width: side, height: side) } keyframes: { _ in
                    LinearKeyframe(100.0, duration: 1)
                }
            }.size
            #expect(size == Size(width: initial, height: initial))
            let padded = layout(.unspecified) {
                Color.red.frame(width: 10, height: 10).keyframeAnimator(initialValue: initial, repeating: true) { content, value in
                    content.padding(value)
                } keyframes: { _ in
                    LinearKeyframe(0.0, duration: 1)
                }
            }.size
            #expect(padded == Size(width: 10 + 2 * initial, height: 10 + 2 * initial))
        }
    }

    /// `.animation(_:body:)` and `.transaction(_:body:)` lay out what their body builds from the content:
    /// a 40 × 20 colour padded by 5 pt is 50 × 30.
    @Test func animationAndTransactionBodiesLayOutTheirContent() {
        RecordingContext().run {
            let base = Color.red.frame(width: 40, height: 20)
            #expect(layout(.unspecified) { base.animation(.default) { $0.padding(5) } }.size == Size(width: 50, height: 30))
            #expect(layout(.unspecified) { base.transaction({ $0.animation = nil }) { $0.padding(5) } }.size == Size(width: 50, height: 30))
        }
    }

    /// Two 40 × 20 colours in a VStack with 8 pt spacing sit at y 0 and 28 with or without accessibility
    /// modifiers: the attachment passes its content through to the stack.
    @Test(arguments: ["plain", "label", "chained", "element", "hidden"])
    func accessibilityAttachmentsLeaveAStacksFramesAlone(kind: String) {
        RecordingContext().run {
            let fills = layout(.unspecified) {
                VStack(spacing: 8) {
                    Self.decorated(kind)
                    Self.decorated(kind)
                }
            }.fills
            #expect(fills == [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 28, width: 40, height: 20)])
        }
    }

    private static func decorated(_ kind: String) -> AnyView {
        let base = Color.red.frame(width: 40, height: 20)
        switch kind {
        case "label": return AnyView(base.accessibilityLabel("Row"))
        case "chained": return AnyView(base.accessibilityLabel("Row").accessibilityHint("Opens").accessibilityAddTraits(.isButton))
        case "element": return AnyView(base.accessibilityElement(children: .combine))
        case "hidden": return AnyView(base.accessibilityHidden(true))
        default: return AnyView(base)
        }
    }

    /// An anchor resolves against the frame its view was placed in: a 40 × 20 colour below a 10 pt tall
    /// one in a VStack without spacing has bounds (0, 10, 40, 20) and centre (20, 20).
    @Test(arguments: [("bounds", CGRect(x: 0, y: 10, width: 40, height: 20)), ("rect", CGRect(x: 5, y: 12, width: 10, height: 4))])
    func anchorPreferencesResolveRectsWhereTheViewWasPlaced(source: String, expected: CGRect) {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 10)
                    Color.red.frame(width: 40, height: 20)
                        .anchorPreference(key: LayoutAnchorKey.self, value: source == "bounds" ? .bounds : .rect(CGRect(x: 5, y: 2, width: 10, height: 4))) { [$0] }
                }
            }
            graph.update()
            let size = graph.root.measure(.unspecified)
            graph.root.place(in: Rect(origin: .zero, size: size))
            var value = LayoutAnchorKey.defaultValue
            var found = false
            graph.root.collectPreference(LayoutAnchorKey.self, into: &value, found: &found)
            #expect(found && value.map { $0.resolve(.zero) } == [expected])
        }
    }

    @Test(arguments: [("center", CGPoint(x: 20, y: 20)), ("topLeading", CGPoint(x: 0, y: 10)), ("bottomTrailing", CGPoint(x: 40, y: 30)),
                      ("point", CGPoint(x: 3, y: 14))])
    func anchorPreferencesResolvePointsWhereTheViewWasPlaced(source: String, expected: CGPoint) {
        RecordingContext().run {
            let anchor: Anchor<CGPoint>.Source = switch source {
            case "center": .center
            case "topLeading": .topLeading
            case "bottomTrailing": .bottomTrailing
            default: .point(CGPoint(x: 3, y: 4))
            }
            let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 10)
                    Color.red.frame(width: 40, height: 20)
                        .transformAnchorPreference(key: LayoutPointKey.self, value: anchor) { value, anchor in value.append(anchor) }
                }
            }
            graph.update()
            let size = graph.root.measure(.unspecified)
            graph.root.place(in: Rect(origin: .zero, size: size))
            var value = LayoutPointKey.defaultValue
            var found = false
            graph.root.collectPreference(LayoutPointKey.self, into: &value, found: &found)
            #expect(value.map { $0.resolve(.zero) } == [expected])
        }
    }

    /// `transformPreference` changes what its subtree wrote: [1] becomes [1, 2].
    @Test func transformPreferenceChangesTheSubtreesValue() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
                Color.red.frame(width: 40, height: 20)
                    .preference(key: LayoutNumbersKey.self, value: [1])
                    .transformPreference(LayoutNumbersKey.self) { $0.append(2) }
            }
            graph.update()
            var value = LayoutNumbersKey.defaultValue
            var found = false
            graph.root.collectPreference(LayoutNumbersKey.self, into: &value, found: &found)
            #expect(found && value == [1, 2])
        }
    }

    /// A modifier's body is laid out as written; `concat` applies both (40 + 2 × (4 + 4) = 56); an
    /// environmental modifier resolves against the environment it is applied in (2 pt, 10 pt at
    /// accessibility sizes); `EmptyModifier` changes nothing.
    @Test(arguments: [(DynamicTypeSize.large, 2.0), (.xxxLarge, 2), (.accessibility2, 10)])
    func modifiersLayOutTheirBodies(size: DynamicTypeSize, padding: Double) {
        RecordingContext().runLab {
            let base = Color.red.frame(width: 40, height: 20)
            #expect(layout(.unspecified) { base.modifier(LayoutPadding()) }.size == Size(width: 48, height: 28))
            #expect(layout(.unspecified) { base.modifier(LayoutPadding().concat(LayoutPadding())) }.size == Size(width: 56, height: 36))
            #expect(layout(.unspecified) { base.modifier(EmptyModifier()) }.size == Size(width: 40, height: 20))
            let resolved = layout(.unspecified) { base.modifier(LayoutSizePadding()).dynamicTypeSize(size) }.size
            #expect(resolved == Size(width: 40 + 2 * padding, height: 20 + 2 * padding))
        }
    }
}
