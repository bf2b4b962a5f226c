import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// `AnyLayout` switches between layouts and names the one inside.
@Suite struct AnyLayoutTests {
    @Test(arguments: [(true, "HStackLayout"), (false, "VStackLayout")])
    func anyLayoutSwitchesLayoutsAndNamesTheOneInside(wide: Bool, name: String) {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) {
                let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
                return layout {
                    Color.red.frame(width: 30, height: 10)
                    Color.blue.frame(width: 30, height: 10)
                }
            }
            graph.update()
            let size = graph.root.measure(.unspecified)
            #expect(size == (wide ? Size(width: 60, height: 10) : Size(width: 30, height: 20)))
            let names = nodes(of: ViewNode.self, in: graph).compactMap { $0.layoutName?.resolved.name }
            #expect(names.contains(name))
        }
    }
}
