import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Timeline views on every schedule, and canvases, called as SwiftUI code calls them and laid out.
@Suite struct TimelineViewTests: BoxLayoutHarness {
    @Test func timelinesAndCanvases() {
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(TimelineView(.periodic(from: .now, by: 1)) { context in Self.box(10, context.cadence == .live ? 20 : 0) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.everyMinute) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.animation) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.explicit([Date(timeIntervalSince1970: 0)])) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView<EveryMinuteTimelineSchedule, Color>(.everyMinute) { (_: TimelineView<EveryMinuteTimelineSchedule, Color>.Context) in Color.red }),
                      Size(width: 300, height: 300)))
        // A canvas fills what it is offered, like a colour.
        cases.append((AnyView(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground, lineWidth: 2)
        }), Size(width: 300, height: 300)))
        cases.append((AnyView(Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true, renderer: { context, _ in
            var copy = context
            copy.opacity = 0.5
            copy.translateBy(x: 1, y: 1)
            copy.addFilter(.blur(radius: 2))
            if let symbol = copy.resolveSymbol(id: 1) { copy.draw(symbol, at: .zero) }
        }, symbols: { Self.box(10, 10) }).frame(width: 40, height: 40)), Size(width: 40, height: 40)))
        check(cases)
    }
}
