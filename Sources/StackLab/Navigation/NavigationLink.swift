import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control that pushes a destination (SwiftUI's `NavigationLink`). It lays out as its label, like a
/// button; in a list row, a disclosure chevron follows the label at the row's trailing edge, which
/// narrows the label (13 pt of chevron and 8 pt of space, estimates of UIKit's disclosure
/// indicator). The destination is not built: it is pushed by a tap, and the pushed screen is not the
/// list being recorded.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    init(label: Label) {
        self.label = label
    }

    /// A link to `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// A link active while `isActive` is true (deprecated; the lab shows the label).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// A link active while `selection` equals `tag` (deprecated; the lab shows the label).
    public init<V>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) where V: Hashable {
        self.init(label: label())
    }

    /// A link to a destination view value (deprecated).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// A link to a destination view value, active while `isActive` is true (deprecated).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// A link to a destination view value, active while `selection` equals `tag` (deprecated).
    public init<V>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) where V: Hashable {
        self.init(label: label())
    }

    /// Whether the destination shows in a split view's detail column (accepted: on iPhone it is pushed).
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    /// Primitive: the label.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { NavigationLinkNode(graph: graph, view: self) }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` onto the enclosing stack's path.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.init(label: label())
    }

    /// A link titled by a localized key that pushes `value`.
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string that pushes `value`.
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {
        self.init(label: Text(title))
    }

    /// A link that pushes a codable `value`.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {
        self.init(label: label())
    }

    /// A link titled by a localized key that pushes a codable `value`.
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string that pushes a codable `value`.
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {
        self.init(label: Text(title))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        self.init(label: Text(title))
    }

    /// A link titled by a localized key, active while `isActive` is true (deprecated).
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string, active while `isActive` is true (deprecated).
    @_disfavoredOverload
    public init<S>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        self.init(label: Text(title))
    }

    /// A link titled by a localized key, active while `selection` equals `tag` (deprecated).
    public init<V>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) where V: Hashable {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string, active while `selection` equals `tag` (deprecated).
    @_disfavoredOverload
    public init<S, V>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) where S: StringProtocol, V: Hashable {
        self.init(label: Text(title))
    }

    /// A link titled by a localized key to a destination view value (deprecated).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string to a destination view value (deprecated).
    @_disfavoredOverload
    public init<S>(_ title: S, destination: Destination) where S: StringProtocol {
        self.init(label: Text(title))
    }

    /// A link titled by a localized key to a destination view value, active while `isActive` is true
    /// (deprecated).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string to a destination view value, active while `isActive` is true
    /// (deprecated).
    @_disfavoredOverload
    public init<S>(_ title: S, destination: Destination, isActive: Binding<Bool>) where S: StringProtocol {
        self.init(label: Text(title))
    }

    /// A link titled by a localized key to a destination view value, active while `selection` equals
    /// `tag` (deprecated).
    public init<V>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) where V: Hashable {
        self.init(label: Text(titleKey))
    }

    /// A link titled by a string to a destination view value, active while `selection` equals `tag`
    /// (deprecated).
    @_disfavoredOverload
    public init<S, V>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) where S: StringProtocol, V: Hashable {
        self.init(label: Text(title))
    }
}

/// The disclosure chevron's width and its space from the label (estimates of UIKit's disclosure
/// indicator accessory).
enum DisclosureMetrics {
    static let chevronWidth = 13.0
    static let spacing = 8.0
}

/// The node of a `NavigationLink`: its label, followed by the chevron in a list.
final class NavigationLinkNode<Label: View, Destination: View>: ViewNode {
    private var label: ViewNode?
    private let inList: Bool

    init(graph: ViewGraph, view: NavigationLink<Label, Destination>) {
        inList = graph.buildEnvironment.labValue(ListContextKey.self) != nil
        super.init(graph: graph, viewType: NavigationLink<Label, Destination>.self)
        label = reconcile(nil, with: view.label)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: NavigationLink<Label, Destination>.self) else { return }
        label = reconcile(label, with: view.label)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let label { body(label) }
    }

    private var accessory: Double { inList ? DisclosureMetrics.chevronWidth + DisclosureMetrics.spacing : 0 }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard let label else { return .zero }
        guard inList else { return label.measure(proposal) }
        let size = label.measure(ProposedSize(width: proposal.width.map { max(0, $0 - accessory) }, height: proposal.height))
        // In a row the link fills the row's width, the chevron at its trailing edge.
        return Size(width: proposal.width ?? size.width + accessory, height: size.height)
    }

    override func placeContent(in rect: Rect) {
        guard let label else { return }
        let size = label.measure(ProposedSize(width: max(0, rect.width - accessory), height: rect.height))
        label.place(in: Rect(x: rect.minX, y: rect.minY + (rect.height - size.height) / 2, width: size.width, height: size.height))
    }

    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        label?.baseline(which, for: ProposedSize(width: proposal.width.map { max(0, $0 - accessory) }, height: proposal.height))
    }
}
