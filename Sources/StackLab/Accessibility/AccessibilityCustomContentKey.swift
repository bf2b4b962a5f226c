import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A key for a piece of custom content VoiceOver reads on request.
public struct AccessibilityCustomContentKey {
    let label: Text
    let id: String

    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// A key labelled `labelKey`, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key labelled and identified by `labelKey`.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(Text(labelKey), id: labelKey.text)
    }
}

extension AccessibilityCustomContentKey: Equatable {
    /// Same identifier.
    public static func == (lhs: AccessibilityCustomContentKey, rhs: AccessibilityCustomContentKey) -> Bool { lhs.id == rhs.id }
}
