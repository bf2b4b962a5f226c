@_spi(Nodes) import StackLabCore

/// The options of an image, as SwiftUI spells them: nested types of `Image`.
extension Image {
    /// Symbol sizes relative to the font (`imageScale`).
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text.
        case small
        /// As the text, the default.
        case medium
        /// Larger than the text.
        case large
    }

    /// How a resized image fills its frame: drawing only.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Whether an image draws its own colours or the foreground's: drawing only.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The foreground style.
        case template
        /// Its own colours.
        case original
    }

    /// Scaling quality: drawing only.
    public enum Interpolation: Hashable, Sendable {
        /// None.
        case none
        /// Low.
        case low
        /// Medium.
        case medium
        /// High.
        case high
    }

    /// How an image's pixels are oriented (for images made from Core Graphics images).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up
        /// Mirrored horizontally.
        case upMirrored
        /// Rotated 180°.
        case down
        /// Rotated 180° and mirrored.
        case downMirrored
        /// Rotated 90° counterclockwise.
        case left
        /// Rotated 90° counterclockwise and mirrored.
        case leftMirrored
        /// Rotated 90° clockwise.
        case right
        /// Rotated 90° clockwise and mirrored.
        case rightMirrored
    }
}
