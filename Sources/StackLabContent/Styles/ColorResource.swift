import Foundation
@_spi(Nodes) import StackLabCore

/// A colour in the app's asset catalogue as Xcode's generated asset symbols name it
/// (DeveloperToolsSupport's `ColorResource`, which `import SwiftUI` brings): `Color(.brandRed)` compiles
/// once a lab declares the resources its cells use.
public struct ColorResource: Hashable, Sendable {
    /// The asset's name.
    let name: String
    /// The bundle holding it.
    let bundle: Bundle

    /// The colour named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
