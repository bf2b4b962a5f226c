/// A control UIKit draws as one view of its own size (a switch, a stepper, a slider, a segmented control,
/// a wheel, a date picker's calendar): one leaf node, sized by the control's metrics, priced as a leaf
/// under the UIKit control's name (`StackLab.UISwitch`), and drawn as one layer.
nonisolated struct PlatformControl<Kind: PlatformControlKind>: View, PrimitiveView, Equatable {
    /// How the control sizes itself along one axis.
    enum Extent: Equatable {
        /// Always this length.
        case fixed(Double)
        /// The length offered, at least `minimum`; `ideal` when asked for its ideal size.
        case flexible(ideal: Double, minimum: Double)

        func resolve(_ offer: Double?) -> Double {
            switch self {
            case let .fixed(length): length
            case let .flexible(ideal, minimum): offer.map { max(minimum, $0) } ?? ideal
            }
        }
    }

    let width: Extent
    let height: Extent

    /// A control of fixed size.
    init(width: Double, height: Double) {
        self.width = .fixed(width)
        self.height = .fixed(height)
    }

    init(width: Extent, height: Extent) {
        self.width = width
        self.height = height
    }

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PlatformControlNode<Kind>(graph: graph, view: self) }
}

/// The UIKit control a leaf stands for; its type names the leaf in reports and prices.
protocol PlatformControlKind {}

/// UIKit's switch (`UISwitch`), drawn by `Toggle`.
enum UISwitch: PlatformControlKind {}
/// UIKit's stepper (`UIStepper`), drawn by `Stepper`.
enum UIStepper: PlatformControlKind {}
/// UIKit's slider (`UISlider`), drawn by `Slider`.
enum UISlider: PlatformControlKind {}
/// UIKit's segmented control (`UISegmentedControl`), behind a segmented or palette `Picker`.
enum UISegmentedControl: PlatformControlKind {}
/// UIKit's picker wheel (`UIPickerView`), drawn by a wheel `Picker`.
enum UIPickerView: PlatformControlKind {}
/// UIKit's date picker (`UIDatePicker`) in its graphical and wheel styles.
enum UIDatePicker: PlatformControlKind {}
/// UIKit's calendar (`UICalendarView`), drawn by `MultiDatePicker`.
enum UICalendarView: PlatformControlKind {}
/// UIKit's colour well (`UIColorWell`), drawn by `ColorPicker`.
enum UIColorWell: PlatformControlKind {}
/// UIKit's progress bar (`UIProgressView`), drawn by a linear `ProgressView` and `Gauge`.
enum UIProgressView: PlatformControlKind {}
/// UIKit's spinner (`UIActivityIndicatorView`), drawn by a circular `ProgressView`.
enum UIActivityIndicatorView: PlatformControlKind {}

/// The node of a `PlatformControl`.
final class PlatformControlNode<Kind: PlatformControlKind>: ViewNode {
    private var control: PlatformControl<Kind>

    init(graph: ViewGraph, view: PlatformControl<Kind>) {
        control = view
        super.init(graph: graph, viewType: PlatformControl<Kind>.self)
        layoutName = graph.names.signpostName(for: Kind.self)
        signpostsLayout = false
    }

    override func update(_ view: any View) {
        guard let new = viewValue(view, as: PlatformControl<Kind>.self), new != control else { return }
        control = new
        setNeedsLayout()
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        Size(width: control.width.resolve(proposal.width), height: control.height.resolve(proposal.height))
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.fill(frame.offsetBy(dx: 0, dy: dy)))
    }
}
