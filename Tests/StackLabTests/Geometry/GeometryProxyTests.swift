import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A geometry proxy measures its view in every coordinate space.
@Suite struct GeometryProxyTests: BoxLayoutHarness {
    @Test func geometryProxyMeasuresInEverySpace() {
        final class Seen: @unchecked Sendable {
            var local = CGRect.zero, global = CGRect.zero, named = CGRect.zero, deprecated = CGRect.zero
            var bounds: CGRect?, missing: CGRect?, anchored = CGRect.zero, point = CGPoint.zero, insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        }
        let seen = Seen()
        RecordingContext().run {
            // The reader sits below a 30-tall box in a column named "column", 50 × 40.
            _ = layout(.unspecified) {
                VStack(spacing: 0) {
                    Self.box(10, 30)
                    GeometryReader { proxy in
                        let _ = {
                            seen.local = proxy.frame(in: .local)
                            seen.global = proxy.frame(in: .global)
                            seen.named = proxy.frame(in: .named("column"))
                            seen.deprecated = proxy.frame(in: CoordinateSpace.named("column"))
                            seen.bounds = proxy.bounds(of: .named("column"))
                            seen.missing = proxy.bounds(of: .named("nowhere"))
                            seen.anchored = proxy[Anchor<CGRect>.Source.bounds.anchor(in: CGRect(x: 5, y: 35, width: 10, height: 10))]
                            seen.point = proxy[Anchor<CGPoint>.Source.center.anchor(in: CGRect(x: 0, y: 30, width: 10, height: 10))]
                            seen.insets = proxy.safeAreaInsets
                        }()
                        Color.clear
                    }
                    .frame(width: 50, height: 40)
                }
                .coordinateSpace(name: "column")
            }
        }
        #expect(seen.local == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(seen.global == CGRect(x: 0, y: 30, width: 50, height: 40))
        #expect(seen.named == CGRect(x: 0, y: 30, width: 50, height: 40) && seen.deprecated == seen.named)
        // The column (50 × 70) seen from the reader's origin.
        #expect(seen.bounds == CGRect(x: 0, y: -30, width: 50, height: 70) && seen.missing == nil)
        #expect(seen.anchored == CGRect(x: 5, y: 5, width: 10, height: 10) && seen.point == CGPoint(x: 5, y: 5))
        #expect(seen.insets == EdgeInsets())
    }
}
