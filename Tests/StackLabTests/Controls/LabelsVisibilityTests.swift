import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A control laid out with its label on the leading side, for the parameterised tests.
enum ControlsLabelledControl: Sendable, CaseIterable {
    case toggle, stepper, colorPicker

    var view: AnyView {
        switch self {
        case .toggle: AnyView(Toggle("Wi-Fi", isOn: .constant(true)))
        case .stepper: AnyView(Stepper("Count", value: .constant(1)))
        case .colorPicker: AnyView(ColorPicker("Tint", selection: .constant(Color.red)))
        }
    }
}

/// The lab's UIKit control leaves, found without naming their kind.
protocol ControlsPlatformControlMarker {}

extension PlatformControlNode: ControlsPlatformControlMarker {}

private extension ViewNode {
    /// This node and every node below it, in tree order.
    var allNodes: [ViewNode] {
        [self] + children.flatMap(\.allNodes)
    }
}

/// The controls with a label on the leading side put the control on the trailing side, and with labels
/// hidden are the control alone.
@Suite struct LabelsVisibilityTests: ControlLayoutHarness {
    /// The controls with a label on the leading side: the row's width, the control on the trailing side.
    @Test(arguments: [(ControlsLabelledControl.toggle, 51.0, 31.0), (.stepper, 94, 32), (.colorPicker, 28, 28)])
    func labelledControlsPutTheControlOnTheTrailingSide(control: ControlsLabelledControl, width: Double, height: Double) {
        RecordingContext().run {
            let laidOut = lay(row) { control.view }
            #expect(laidOut.size == Size(width: 390, height: height))
            let controlFrame = laidOut.graph.root.allNodes.first { $0 is ControlsPlatformControlMarker }!.frame
            #expect(controlFrame == Rect(x: 390 - width, y: 0, width: width, height: height))
            // With labels hidden, the control alone.
            #expect(lay(row) { control.view.labelsHidden() }.size == Size(width: width, height: height))
        }
    }
}
