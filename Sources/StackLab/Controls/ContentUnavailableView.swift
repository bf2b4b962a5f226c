@_spi(Nodes) import StackLabCore
import StackLabContent

/// An interface, consisting of a label and additional content, that you display when the content of your
/// app is unavailable to users, as SwiftUI's `ContentUnavailableView`: centered in all the space offered,
/// its label (a 48-point icon above a bold title2 title, 8 points apart), its description in the callout
/// font 8 points below, and its actions 16 points below that (estimates of the system's layout).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display when the
    /// content of your app is unavailable to users.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centered.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.controlStyle(ResolvedStyle(kind: LabelStyleKind.unavailable))
                description.font(.callout)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == StackLab.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a label, using a title generated from a localized string and an image
    /// resource, and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { StackLab.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a label, using a title generated from a localized string and a system
    /// image, and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { StackLab.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a label, using a title generated from a string and an image, and an
    /// optional description.
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {
        self.init(label: { StackLab.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a label, using a title generated from a string and a system image, and
    /// an optional description.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {
        self.init(label: { StackLab.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// Creates a `ContentUnavailableView` instance that conveys a search state: "No Results".
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The content of the search form of `ContentUnavailableView`.
public struct SearchUnavailableContent {
    /// The label of the search form: a magnifying glass above "No Results".
    nonisolated public struct Label: View {
        let text: String?

        /// The label.
        public var body: some View {
            StackLab.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// The description of the search form.
    nonisolated public struct Description: View {
        /// The description.
        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// The actions of the search form: none.
    nonisolated public struct Actions: View {
        /// No actions.
        public var body: some View {
            EmptyView()
        }
    }
}
