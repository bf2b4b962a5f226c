/// The kinds of safe area a view can ignore — SwiftUI's `SafeAreaRegions`: the container's (bars,
/// the device's rounded corners) and the keyboard's. The lab has neither: its screen is the list's own
/// area and it has no keyboard.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Regions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
