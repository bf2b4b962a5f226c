import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

nonisolated enum LayoutAnchorKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

nonisolated enum LayoutPointKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// An anchor preference resolves against the frame its view was placed in.
@Suite struct AnchorPreferenceTests {
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
}
