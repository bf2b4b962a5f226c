import FrameProfSupport
import Foundation
@_spi(Nodes) import StackLabCore

/// The sizes of the app's asset images the lab cannot know: register each image a cell shows by name, in
/// points, before recording. An unregistered asset is laid out at the device profile's typical icon size
/// and reported as a finding (an app's asset exists on the phone; the lab just does not know its size);
/// a `UIImage(named:)` of it is nil, as UIKit's is for a name the catalogue lacks.
public enum LabAssets {
    private static let sizes = Locked([String: CGSize]())

    /// Registers the asset `name`'s size in points.
    public static func register(_ name: String, size: CGSize) {
        sizes.withLock { $0[name] = size }
    }

    /// The registered size of `name`.
    static func size(of name: String) -> CGSize? {
        sizes.withLock { $0[name] }
    }
}
