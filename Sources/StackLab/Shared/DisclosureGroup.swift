/// A label that shows or hides its content (SwiftUI's `DisclosureGroup`): laid out as the label, with
/// the content below it while expanded. It starts collapsed unless a binding says otherwise; the
/// chevron sits beside the label and adds no height.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, ContentPrimitive {
    let label: Label
    let content: () -> Content
    let isExpanded: Bool

    /// A collapsed group with `label` over `content`.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = false
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded.wrappedValue
    }

    /// Primitive: laid out as its label over its content.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View {
        VStack(alignment: .leading, spacing: 0) {
            label
            if isExpanded { content() }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled by a localized key, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A collapsed group titled by a string.
    @_disfavoredOverload
    public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        self.init(content: content) { Text(label) }
    }

    /// A group titled by a string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
