@_spi(Nodes) import StackLabCore
import StackLabContent

/// A representation of a type to display in a share preview (SwiftUI, iOS 16): the title, image and icon
/// the share sheet shows. Accepted: the share sheet is not on screen while the list scrolls.
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
    let title: Text

    /// Creates a preview representation with a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = Text(titleKey)
    }

    /// Creates a preview representation with a title, an image and an icon.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image, icon: Icon) where S: StringProtocol {
        self.title = Text(title)
    }

    /// Creates a preview representation with a text title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
    }
}

extension SharePreview where Image == Never {
    /// Creates a preview representation with a localized title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = Text(titleKey)
    }

    /// Creates a preview representation with a title and an icon.
    @_disfavoredOverload
    public init<S>(_ title: S, icon: Icon) where S: StringProtocol {
        self.title = Text(title)
    }

    /// Creates a preview representation with a text title and an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
    }
}

extension SharePreview where Icon == Never {
    /// Creates a preview representation with a localized title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
    }

    /// Creates a preview representation with a title and an image.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image) where S: StringProtocol {
        self.title = Text(title)
    }

    /// Creates a preview representation with a text title and an image.
    public init(_ title: Text, image: Image) {
        self.title = title
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview representation with a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
    }

    /// Creates a preview representation with a title.
    @_disfavoredOverload
    public init<S>(_ title: S) where S: StringProtocol {
        self.title = Text(title)
    }

    /// Creates a preview representation with a text title.
    public init(_ title: Text) {
        self.title = title
    }
}
