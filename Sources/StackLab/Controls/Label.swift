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
