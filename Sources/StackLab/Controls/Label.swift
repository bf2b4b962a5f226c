@_spi(Nodes) import StackLabCore
import StackLabContent

/// A standard label for user interface items, consisting of an icon with a title, as SwiftUI's `Label`:
/// laid out as its style says. The automatic and title-and-icon styles put the icon, then the title, 8
/// points apart (an estimate of the default style's spacing); an app's own `LabelStyle` is laid out as its
/// `makeBody(configuration:)` returns.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// Whether the app's own label style is skipped: a label made from a style's configuration is drawn
    /// by the built-in style under it.
    let builtInOnly: Bool
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<LabelStyleKind> { environment[style: LabelStyleKind.self] }

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        builtInOnly = false
    }

    init(title: Title, icon: Icon, builtInOnly: Bool) {
        self.title = title
        self.icon = icon
        self.builtInOnly = builtInOnly
    }

    /// The icon and the title, one of them, or the app's style's body: one type-erased view whatever the
    /// style, so that a label's nodes are the same in every built-in style.
    public var body: some View { resolvedBody }

    private var resolvedBody: AnyView {
        if !builtInOnly, let body = style.body(LabelParts(title: title, icon: icon)) { return body }
        switch style.kind ?? .automatic {
        case LabelStyleKind.iconOnly: return AnyView(icon)
        case LabelStyleKind.titleOnly: return AnyView(title)
        case LabelStyleKind.unavailable: return AnyView(VStack(spacing: 8) {
                icon.font(.system(size: 48))
                title.font(.title2.bold())
            })
        default: return AnyView(HStack(spacing: 8) {
                icon
                title
            })
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title from a localized string resource (its
    /// default value in the lab, which has no string tables).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an image resource and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource.name) })
    }

    /// Creates a label with an image resource and a title generated from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, image resource: ImageResource) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(resource.name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style: drawn by the built-in style in effect,
    /// not by the app's style whose body makes it.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: configuration.title, icon: configuration.icon, builtInOnly: true)
    }
}
