import Foundation

/// A resource that can be used to create an image (DeveloperToolsSupport's `ImageResource`, which Xcode
/// generates for each image of an asset catalog and SwiftUI re-exports). In the lab it names an asset: an
/// image made from it has the size `LabAssets` registers for that name.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name.
    package let name: String

    /// An image resource with the given name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}
