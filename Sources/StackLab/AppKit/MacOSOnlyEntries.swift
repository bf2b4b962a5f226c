import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// SwiftUI declarations that exist on macOS, not iOS, and that multiplatform view files use in the
// branches Linux takes: the lab accepts them, as it accepts the keyboard and pointer entries it has no
// input for (docs/SWIFTUI-COVERAGE.md, "macOS-only declarations").

/// The direction of an arrow key press a view's `onMoveCommand` gets.
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

extension View {
    /// Runs `action` when an arrow key moves the selection: never in the lab, which has no keyboard.
    nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }

    /// Runs `action` when the user presses Escape: never in the lab.
    nonisolated public func onExitCommand(perform action: (() -> Void)?) -> some View { self }

    /// Runs `action` when the user deletes the selection: never in the lab.
    nonisolated public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }
}

// Only where AppKit is absent: there `NSColor` and `NSImage` are the lab's UIKit stand-ins under their
// macOS names (AppKitStandIns.swift); on a Mac they are AppKit's own, which the lab does not draw.
#if !canImport(AppKit)
extension Color {
    /// A colour from an AppKit colour, as `Color(uiColor:)` is from a UIKit one.
    public init(nsColor: NSColor) {
        self.init(uiColor: nsColor)
    }
}

extension Image {
    /// An AppKit image, at its size in points, as `Image(uiImage:)` shows a UIKit one.
    public init(nsImage: NSImage) {
        self.init(uiImage: nsImage)
    }
}
#endif

extension Gesture {
    /// The gesture, recognized only while `modifiers` are held: no key is held in the lab, and no
    /// gesture is recognized either.
    nonisolated public func modifiers(_ modifiers: EventModifiers) -> Self { self }
}

extension MutableCollection {
    /// Moves the elements at `source` to before `destination`, keeping their order: SwiftUI's helper
    /// for `onMove`, on Apple platforms in SwiftUI.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        var kept: [Element] = []
        var insertion = 0
        for (offset, element) in enumerated() where !source.contains(offset) {
            if offset < destination { insertion += 1 }
            kept.append(element)
        }
        kept.insert(contentsOf: moved, at: insertion)
        for (offset, element) in kept.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`: SwiftUI's helper for `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
