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
