import SwiftUI

/// The app's shared look: spacing, corner radii and the fonts and colours its cells use.
public enum Theme {
    /// Space between a cell's columns.
    public static let gutter: CGFloat = 12
    /// Space between the lines of a cell.
    public static let lineSpacing: CGFloat = 6
    /// Corner radius of media.
    public static let mediaCorner: CGFloat = 12
    /// An avatar's side.
    public static let avatarSize: CGFloat = 44
}

extension Font {
    /// The display name's font.
    public static let postAuthor = Font.headline
    /// The post's text.
    public static let postBody = Font.body
    /// Counters and timestamps.
    public static let postMeta = Font.footnote.monospacedDigit()
}

extension Color {
    /// The brand's accent.
    public static let brand = Color("Brand")
    /// Placeholder fills.
    public static let placeholder = Color(white: 0.92)
}

/// A haptic tap: UIKit's on a phone, nothing in the lab.
public enum Haptics {
    /// A light tap.
    public static func tap() {
        #if canImport(UIKit) && !FRAMEPROF_LAB
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        #endif
    }
}
