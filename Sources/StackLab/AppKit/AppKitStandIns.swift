#if !canImport(AppKit)
import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// What multiplatform view files reach for in their macOS branches, which Linux takes (`#if os(iOS) …
// #else …`): AppKit's colours, images, workspace and key modifiers, as stand-ins like UIKit's. A colour
// is a `UIColor` and an image a `UIImage` under AppKit's names, with AppKit's system colours; the
// workspace opens nothing and the keyboard has no modifier down, since the lab has no pointer or keys.

/// AppKit's colour: the lab's `UIColor` under its macOS name, with AppKit's named system colours.
public typealias NSColor = UIColor

/// AppKit's image: the lab's `UIImage` under its macOS name.
public typealias NSImage = UIImage

extension UIColor {
    /// A window's background (macOS light appearance, as Apple's HIG lists the dynamic system colours).
    public static let windowBackgroundColor = system(0xECEC_ECFF, "windowBackgroundColor")
    /// A text view's background.
    public static let textBackgroundColor = system(0xFFFF_FFFF, "textBackgroundColor")
    /// A control's background.
    public static let controlBackgroundColor = system(0xFFFF_FFFF, "controlBackgroundColor")
    /// A control's face.
    public static let controlColor = system(0xFFFF_FFFF, "controlColor")
    /// Text on a control.
    public static let controlTextColor = system(0x0000_00D8, "controlTextColor")
    /// The accent colour the user chose (blue by default).
    public static let controlAccentColor = system(0x007A_FFFF, "controlAccentColor")
    /// Primary text.
    public static let labelColor = system(0x0000_00D8, "labelColor")
    /// Secondary text.
    public static let secondaryLabelColor = system(0x0000_007F, "secondaryLabelColor")
    /// Tertiary text.
    public static let tertiaryLabelColor = system(0x0000_0042, "tertiaryLabelColor")
    /// Quaternary text.
    public static let quaternaryLabelColor = system(0x0000_0019, "quaternaryLabelColor")
    /// Body text.
    public static let textColor = system(0x0000_00FF, "textColor")
    /// Placeholder text.
    public static let placeholderTextColor = system(0x0000_003F, "placeholderTextColor")
    /// A separator line.
    public static let separatorColor = system(0x0000_0019, "separatorColor")
    /// A grid's lines.
    public static let gridColor = system(0xE6E6_E6FF, "gridColor")
    /// A link.
    public static let linkColor = system(0x0068_DAFF, "linkColor")
    /// Selected content's background.
    public static let selectedContentBackgroundColor = system(0x0063_E1FF, "selectedContentBackgroundColor")
    /// Selected content's background in an inactive window.
    public static let unemphasizedSelectedContentBackgroundColor = system(0xDCDC_DCFF, "unemphasizedSelectedContentBackgroundColor")
    /// Selected text's background.
    public static let selectedTextBackgroundColor = system(0xB3D7_FFFF, "selectedTextBackgroundColor")
    /// A find result's highlight.
    public static let findHighlightColor = system(0xFFFF_00FF, "findHighlightColor")
    /// A shadow.
    public static let shadowColor = system(0x0000_00FF, "shadowColor")
    /// A highlight.
    public static let highlightColor = system(0xFFFF_FFFF, "highlightColor")
    /// An under-page background.
    public static let underPageBackgroundColor = system(0x9696_96E5, "underPageBackgroundColor")
}

extension UIImage {
    /// The SF Symbol `name`, as AppKit names the initializer; the description is for VoiceOver.
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        self.init(systemName: name)
    }

    /// The image in the file at `url`, as large as its header says. Only a file URL: the lab never waits
    /// on the network inside a body (nil, as AppKit's is when the download fails).
    public convenience init?(contentsOf url: URL) {
        guard url.isFileURL else { return nil }
        self.init(contentsOfFile: url.path)
    }

    /// An empty image of `size` points.
    public convenience init(size: CGSize) {
        self.init(size: size, scale: 1, decodedPixels: 0)
    }
}

/// AppKit's workspace: opening files and URLs with other apps, which the lab never does.
open class NSWorkspace: @unchecked Sendable {
    /// The one workspace.
    public static let shared = NSWorkspace()

    /// Opens `url` with the app that handles it: nothing opens in the lab.
    @discardableResult
    open func open(_ url: URL) -> Bool { false }

    /// The icon Finder shows for the file at `path`: a 32-point document icon.
    open func icon(forFile path: String) -> NSImage { NSImage(size: CGSize(width: 32, height: 32)) }

    /// The application with `bundleIdentifier`: none is installed in the lab.
    open func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? { nil }

    /// How an app is opened.
    open class OpenConfiguration: @unchecked Sendable {
        /// Whether the app comes to the front.
        open var activates = true
        /// The app's launch arguments.
        open var arguments: [String] = []
        /// A configuration with AppKit's defaults.
        public init() {}
    }

    /// Opens the app at `url`: none runs in the lab, so this throws, as it does for a missing app.
    @discardableResult
    open func openApplication(at url: URL, configuration: OpenConfiguration) async throws -> NSRunningApplication {
        throw CocoaError(.fileNoSuchFile)
    }

    /// Shows `fileURLs` in Finder: nothing is shown in the lab.
    open func activateFileViewerSelecting(_ fileURLs: [URL]) {}

    /// Shows the file at `path` in Finder: nothing is shown in the lab.
    @discardableResult
    open func selectFile(_ path: String?, inFileViewerRootedAtPath rootPath: String) -> Bool { false }
}

/// An app AppKit started: none in the lab.
open class NSRunningApplication: @unchecked Sendable {
    /// The app's bundle identifier.
    open var bundleIdentifier: String? { nil }
}

/// AppKit's event: here only which modifier keys are down, none in the lab (it has no keyboard).
open class NSEvent: @unchecked Sendable {
    /// Keys that modify a click or key press.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        /// The flags' bits, as AppKit's `NSEvent.ModifierFlags` numbers them.
    public let rawValue: UInt
        /// Flags of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Caps Lock.
    public static let capsLock = ModifierFlags(rawValue: 1 << 16)
        /// Shift.
    public static let shift = ModifierFlags(rawValue: 1 << 17)
        /// Control.
    public static let control = ModifierFlags(rawValue: 1 << 18)
        /// Option.
    public static let option = ModifierFlags(rawValue: 1 << 19)
        /// Command.
    public static let command = ModifierFlags(rawValue: 1 << 20)
        /// A key of the numeric pad.
    public static let numericPad = ModifierFlags(rawValue: 1 << 21)
        /// Help.
    public static let help = ModifierFlags(rawValue: 1 << 22)
        /// Fn.
    public static let function = ModifierFlags(rawValue: 1 << 23)
    }

    /// The modifier keys down now: none.
    open class var modifierFlags: ModifierFlags { [] }
}
#endif
