@_spi(Nodes) import StackLabCore
import StackLabContent

/// A view that controls a sharing presentation, as SwiftUI's `ShareLink`: laid out as a button with its
/// label in the button style in effect; by default the label is "Share" (or the title given) with the
/// `square.and.arrow.up` symbol. The share sheet is not on screen while the list scrolls.
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable {
    let label: Label

    init(label: Label) {
        self.label = label
    }

    /// Creates an instance, with a preview, that presents the share interface.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// The label as a button.
    public var body: some View {
        Button(label: label, role: nil, action: .none, override: nil)
    }
}

/// The default label used for a share link: the title ("Share" unless one is given) and the
/// `square.and.arrow.up` symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text?

    /// The label.
    public var body: some View {
        Label { title ?? Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink {
    /// Creates an instance, with a preview, that presents the share interface.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Creates an instance that presents the share interface.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Creates an instance that presents the share interface.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates an instance that presents the share interface.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(label: label())
    }

    /// Creates an instance that presents the share interface.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates an instance, with a preview, that presents the share interface.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance, with a preview, that presents the share interface.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance, with a preview, that presents the share interface.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where S : StringProtocol {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance, with a preview, that presents the share interface.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(label: DefaultShareLinkLabel(title: title))
    }

    /// Creates an instance, with a preview, that presents the share interface.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance, with a preview, that presents the share interface.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance, with a preview, that presents the share interface.
    @_disfavoredOverload
    public init<S, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, S : StringProtocol, I: Transferable {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance, with a preview, that presents the share interface.
    public init<I>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// Creates an instance that presents the share interface.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance that presents the share interface.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance that presents the share interface.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S : StringProtocol {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance that presents the share interface.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// Creates an instance that presents the share interface.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance that presents the share interface.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance that presents the share interface.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S : StringProtocol {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance that presents the share interface.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance that presents the share interface.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance that presents the share interface.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance that presents the share interface.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance that presents the share interface.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates an instance that presents the share interface.
    @_disfavoredOverload
    public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, S : StringProtocol {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance that presents the share interface.
    @_disfavoredOverload
    public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, S : StringProtocol {
        self.init(label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates an instance that presents the share interface.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(label: DefaultShareLinkLabel(title: title))
    }

    /// Creates an instance that presents the share interface.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(label: DefaultShareLinkLabel(title: title))
    }
}

