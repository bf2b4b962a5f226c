import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A team's primitive button style: a tap target at least 44 by 44 points around the label.
struct ControlsTapTargetButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(minWidth: 44, minHeight: 44)
    }
}

/// A team's label style: the title above the icon, 4 points apart.
struct ControlsStackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

/// A row as a team writes it, with its own styles.
struct ControlsStyledRow: View {
    var body: some View {
        VStack(spacing: 0) {
            Button {} label: { Text("Follow") }
                .buttonStyle(ControlsPillButtonStyle())
                .controlSize(.large)
            Button("Close") {}
                .buttonStyle(ControlsTapTargetButtonStyle())
            Label("Share", systemImage: "square.and.arrow.up")
                .labelStyle(ControlsStackedLabelStyle())
        }
    }
}

/// A team's own button and label styles lay the control out as their `makeBody` says, and count under
/// their names.
@Suite struct ButtonStyleTests {
    /// One line of DejaVu Sans at `points`, as TextNode reports it.
    private func line(_ text: String, points: Double) -> Size {
        let metrics = FontMetrics.dejaVuSans
        let width = text.unicodeScalars.reduce(0.0) { $0 + Double(metrics.advance(of: $1)) } / metrics.unitsPerEm * points
        return Size(width: width.rounded(.up), height: metrics.lineHeight(size: points).rounded(.up))
    }

    @Test func aTeamsOwnStylesLayTheControlOutAsTheirMakeBodySaysAndCountUnderTheirNames() {
        RecordingContext().runLab {
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) { ControlsStyledRow() }
            graph.update()
            let size = graph.root.measure(ProposedSize(width: 400, height: nil))
            graph.root.place(in: Rect(origin: .zero, size: size))
            let follow = line("Follow", points: 17), close = line("Close", points: 17), share = line("Share", points: 17)
            // The pill: the label inside 10 by 20 points of padding, the style having read the large
            // control size from the environment before its body ran; the tap target: at least 44 by 44, the
            // label centered in it; the stacked label: the title, 4 points, then the symbol, which takes
            // the body font's symbol size (20 by 17 points in the lab's image rules).
            let texts = nodes(of: TextNode.self, in: graph).map(\.frame)
            #expect(texts[0].size == follow)
            #expect(texts[0].origin == Point(x: 20, y: 10))
            let pillHeight = follow.height + 20
            #expect(texts[1].minY == pillHeight + (44 - close.height) / 2)
            #expect(texts[2].minY == pillHeight + 44)
            let symbol = nodes(of: ImageNode.self, in: graph)[0].frame
            #expect(symbol.size == Size(width: 20, height: 17) && symbol.minY == pillHeight + 44 + share.height + 4)
            #expect(size.height == pillHeight + 44 + share.height + 4 + 17)
            let counts = graph.stats.bodyEvaluations
            #expect(counts["StackLabTests.ControlsPillButtonStyle"] == 1)
            #expect(counts["StackLabTests.ControlsTapTargetButtonStyle"] == 1)
            #expect(counts["StackLabTests.ControlsStackedLabelStyle"] == 1)
        }
    }
}
