@_spi(Nodes) import StackLabCore
import StackLabContent

// Preview settings configure Xcode's canvas, not the app: accepted with no effect.

/// A device for Xcode's previews, by name ("iPhone 15 Pro").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public let rawValue: String
    /// A device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device named by a literal.
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// How Xcode's canvas sizes a preview (DeveloperToolsSupport's type, which SwiftUI re-exports).
public enum PreviewLayout: Sendable {
    /// The device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A key for a value a preview context provides.
public protocol PreviewContextKey {
    /// The value's type.
    associatedtype Value
    /// The value when the context sets none.
    static var defaultValue: Value { get }
}

/// The context a preview is shown in (a widget's family…).
public protocol PreviewContext {
    /// The value for `key`.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// The orientation of the device a preview shows.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name.
    public let id: String

    /// Every orientation.
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
    /// Portrait.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside-down portrait.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Landscape, home indicator on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Landscape, home indicator on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}

extension View {
    /// The device a preview shows (accepted: a canvas setting).
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// How a preview is sized (accepted: a canvas setting).
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// A preview's name (accepted: a canvas setting).
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }

    /// The context a preview is shown in (accepted: a canvas setting).
    nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }

    /// The orientation a preview shows (accepted: a canvas setting).
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
