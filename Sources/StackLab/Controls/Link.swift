import Foundation

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
