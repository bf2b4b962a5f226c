import FrameProfSupport
import Foundation

/// The sizes of the app's asset images the lab cannot know: register each image a cell shows by name, in
/// points, before recording (an unregistered asset is 0 by 0, as a missing one is on a phone; a
/// `UIImage(named:)` of it is nil, as UIKit's is).
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
