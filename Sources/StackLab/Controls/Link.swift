import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control for navigating to a URL, as SwiftUI's `Link`: laid out as a button with its label, in the
/// button style in effect (the label alone by default, tinted). The URL never opens in the lab.
nonisolated public struct Link<Label: View>: View {
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label as a button.
    public var body: some View {
        Button(label: label, role: nil, action: .none, override: nil)
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    public init<S>(_ title: S, destination: URL) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }
}
