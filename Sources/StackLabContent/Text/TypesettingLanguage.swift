import Foundation
@_spi(Nodes) import StackLabCore

/// The language whose typesetting rules lay text out, as SwiftUI spells it (iOS 17): the lab breaks lines
/// the same way for every language.
public struct TypesettingLanguage: Sendable, Equatable {
    let identifier: String?

    /// The language of the text's content.
    public static let automatic = TypesettingLanguage(identifier: nil)

    /// `language`'s rules.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(identifier: language.minimalIdentifier)
    }
}
