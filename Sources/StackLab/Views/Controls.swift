import Foundation

/// A control that runs an action when tapped, as SwiftUI's `Button`: its label laid out as any view,
/// inside the padding its style adds (none for the plain and borderless styles, the default in rows;
/// about 7 by 12 points for bordered ones — an estimate of iOS's regular control size).
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyleKind) private var style

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    /// A button with a role (destructive, cancel) and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    /// The label inside the style's padding and background.
    public var body: some View {
        switch style {
        case .automatic, .plain, .borderless:
            label
        default:
            label.padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(Capsule().fill(style == .borderedProminent ? Color.accentColor : Color.gray.opacity(0.2)))
        }
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == StackLab.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { StackLab.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button does, for its styling (drawing only).
public struct ButtonRole: Sendable, Hashable {
    let kind: Int
    /// Destroys data.
    public static let destructive = ButtonRole(kind: 0)
    /// Cancels.
    public static let cancel = ButtonRole(kind: 1)
}

/// The button styles the lab tells apart by the padding they add.
public struct ButtonStyleKind: Sendable, Hashable {
    let kind: Int
    static let automatic = ButtonStyleKind(kind: 0)
    static let plain = ButtonStyleKind(kind: 1)
    static let borderless = ButtonStyleKind(kind: 2)
    static let bordered = ButtonStyleKind(kind: 3)
    static let borderedProminent = ButtonStyleKind(kind: 4)
}

/// The built-in button styles.
public protocol PrimitiveButtonStyle {
    /// The lab's kind of the style.
    var kind: ButtonStyleKind { get }
}

/// The default style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .automatic }
    /// Creates the style.
    public init() {}
}

/// Just the label.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .plain }
    /// Creates the style.
    public init() {}
}

/// The label, tinted.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .borderless }
    /// Creates the style.
    public init() {}
}

/// The label on a capsule.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .bordered }
    /// Creates the style.
    public init() {}
}

/// The label on a capsule in the accent colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .borderedProminent }
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Just the label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label, tinted.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a capsule.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label on a capsule in the accent colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

enum ButtonStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ButtonStyleKind.automatic
    static let name = "buttonStyle"
}

extension EnvironmentValues {
    /// The style buttons inside use.
    var buttonStyleKind: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the buttons inside.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleKind, style.kind)
    }

    /// The size of controls inside (accepted; the lab sizes them as regular).
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

/// Control sizes (accepted).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    /// Mini.
    case mini
    /// Small.
    case small
    /// Regular.
    case regular
    /// Large.
    case large
}

/// A title with an icon, side by side as the default label style draws them: the icon, then the title,
/// 8 points apart (an estimate of the default style's spacing).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon and the title, or one of them as the style says.
    public var body: some View {
        switch style {
        case .iconOnly: AnyView(icon)
        case .titleOnly: AnyView(title)
        default: AnyView(HStack(spacing: 8) {
                icon
                title
            })
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and an asset image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// What labels inside show.
public struct LabelStyleKind: Sendable, Hashable {
    let kind: Int
    static let automatic = LabelStyleKind(kind: 0)
    static let iconOnly = LabelStyleKind(kind: 1)
    static let titleOnly = LabelStyleKind(kind: 2)
    static let titleAndIcon = LabelStyleKind(kind: 3)
}

/// The built-in label styles.
public protocol LabelStyle {
    /// The lab's kind of the style.
    var kind: LabelStyleKind { get }
}

/// Icon and title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The lab's kind.
    public var kind: LabelStyleKind { .titleAndIcon }
    /// Creates the style.
    public init() {}
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The lab's kind.
    public var kind: LabelStyleKind { .iconOnly }
    /// Creates the style.
    public init() {}
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The lab's kind.
    public var kind: LabelStyleKind { .titleOnly }
    /// Creates the style.
    public init() {}
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

enum LabelStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = LabelStyleKind.automatic
    static let name = "labelStyle"
}

extension EnvironmentValues {
    /// What labels inside show.
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// What the labels inside show.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleKind, style.kind)
    }
}

/// A thin line across a stack: horizontal in a vertical stack, vertical in a horizontal one, one pixel
/// thick (1 / `displayScale` points).
nonisolated public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { DividerNode(graph: graph) }
}

/// The node of a `Divider`.
final class DividerNode: ViewNode {
    init(graph: ViewGraph) {
        super.init(graph: graph, viewType: Divider.self)
        layoutName = graph.names.signpostName(for: Divider.self)
        signpostsLayout = false
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let thickness = 1 / max(1, Double(environment.displayScale))
        switch stackAxis {
        case .horizontal?: return Size(width: thickness, height: proposal.height ?? thickness)
        default: return Size(width: proposal.width ?? thickness, height: thickness)
        }
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.fill(frame.offsetBy(dx: 0, dy: dy)))
    }
}

/// Views grouped without a layout of their own: inside a stack each is laid out as the stack's child, and
/// modifiers on the group apply to each.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Groups `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { GroupWrapperNode<Content>(graph: graph, view: self) }
}

/// The node of a `Group`: its content's children flatten into the enclosing stack.
final class GroupWrapperNode<Content: View>: PassthroughNode {
    init(graph: ViewGraph, view: Group<Content>) {
        super.init(graph: graph, viewType: Group<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: Group<Content>.self) else { return }
        content = reconcile(content, with: view.content)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}

/// A link to a URL: its label laid out as any view.
nonisolated public struct Link<Label: View>: View {
    let label: Label

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label.
    public var body: some View { label }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

/// A switch with a label: the label, then a 51 by 31 point switch (UIKit's `UISwitch`).
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label and the switch.
    public var body: some View {
        HStack {
            label
            Spacer()
            Capsule().frame(width: 51, height: 31)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

/// Progress shown as a spinner (20 points square) or, with a value, a 4 point high bar.
nonisolated public struct ProgressView: View {
    let value: Double?

    /// An indeterminate spinner.
    public init() {
        value = nil
    }

    /// A bar at `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map { Double($0 / total) }
    }

    /// The spinner or the bar.
    public var body: some View {
        if value == nil {
            Circle().frame(width: 20, height: 20)
        } else {
            Capsule().frame(height: 4)
        }
    }
}
