@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control's style in the environment, one mechanism for every control: the style protocol and its
/// configuration stay as SwiftUI declares them for each control, and everything behind them (the
/// built-in kinds, the environment entry, what the style modifier stores) is this file's.

/// A control's built-in styles, the ones it lays out itself without running a body (`.switch`,
/// `.button`). The enum also stands for the control's family of styles: what the control hands a style
/// and the name of the style's environment entry.
protocol ControlStyleKind: Hashable, Sendable {
    /// What the control hands its style (its label, its content…), turned into the style's configuration
    /// when an app's own style runs.
    associatedtype Parts
    /// The style where none is set.
    static var automatic: Self { get }
    /// The environment entry's name: the style modifier's (`toggleStyle`).
    static var environmentName: String { get }
}

/// One of a control's built-in styles, laid out by the control as `kind`.
protocol BuiltInControlStyle {
    associatedtype Kind: ControlStyleKind
    /// How the control lays itself out in this style.
    static var kind: Kind { get }
}

extension ControlStyleKind {
    /// The built-in kind `style` is, or nil for an app's own style.
    static func builtIn(_ style: Any.Type) -> Self? {
        (style as? any BuiltInControlStyle.Type).flatMap { $0.kind as? Self }
    }
}

/// A control's style as the environment carries it: one of the built-in kinds, or a style of the app's
/// own with what makes its body. Equal when the kind is, and for a custom style when it is the same type
/// with equal stored fields, so a parent that applies the same style again changes nothing below.
struct ResolvedStyle<Kind: ControlStyleKind>: Equatable {
    /// The built-in kind; nil for an app's own style.
    let kind: Kind?
    /// The app's style, when it is one.
    let custom: CustomStyle<Kind.Parts>?

    /// A built-in style.
    init(kind: Kind) {
        self.kind = kind
        custom = nil
    }

    /// An app's own `style`: its body is `body` run, as a view of its own, on the configuration
    /// `configure` builds from a control's parts.
    init<S, C, B: View>(style: S, body: @escaping @MainActor (S, C) -> B, configure: @escaping (Kind.Parts) -> C) {
        kind = nil
        let maker = StyleMaker(run: body)
        custom = CustomStyle(value: style, type: ObjectIdentifier(S.self)) { parts in
            AnyView(StyleBody(style: StyleBox(value: style), configuration: configure(parts), make: maker))
        }
    }

    /// The style a control's style modifier sets: the built-in kind `style` is (the control lays those
    /// out itself), else the app's own `style`, made as `init(style:body:configure:)` makes it.
    init<S, C, B: View>(_ style: S, body: @escaping @MainActor (S, C) -> B, configure: @escaping (Kind.Parts) -> C) {
        if let builtIn = Kind.builtIn(S.self) {
            self.init(kind: builtIn)
        } else {
            self.init(style: style, body: body, configure: configure)
        }
    }

    /// Whether this is an app's own style.
    var isCustom: Bool { custom != nil }

    /// The custom style's body for `parts`.
    func body(_ parts: Kind.Parts) -> AnyView? {
        custom?.make(parts)
    }

    static func == (a: ResolvedStyle, b: ResolvedStyle) -> Bool {
        guard a.kind == b.kind else { return false }
        switch (a.custom, b.custom) {
        case (nil, nil): return true
        case let (x?, y?): return x.type == y.type && InputComparison.equal(x.value, y.value)
        default: return false
        }
    }
}

/// An app's own style, erased.
struct CustomStyle<Parts> {
    /// The style value, to compare with the next one.
    let value: Any
    /// The style's type.
    let type: ObjectIdentifier
    /// Builds the view that runs the style's body.
    let make: (Parts) -> AnyView
}

/// The environment key of a control's style: one generic key, an entry for each control.
enum ControlStyleKey<Kind: ControlStyleKind>: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ResolvedStyle<Kind> { ResolvedStyle(kind: .automatic) }
    static var name: String { Kind.environmentName }
}

extension EnvironmentValues {
    /// The style set for a control's family (`environment[style: ToggleStyleKind.self]`). Read by a
    /// direct call, which is specialized for the kind; a key path through this generic subscript would
    /// run unspecialized (a metadata lookup and a dynamic cast on every read).
    subscript<Kind: ControlStyleKind>(style kind: Kind.Type) -> ResolvedStyle<Kind> {
        get { self[ControlStyleKey<Kind>.self] }
        set { self[ControlStyleKey<Kind>.self] = newValue }
    }
}

extension View {
    /// What every control's style modifier does: puts `style` (`ResolvedStyle(_:body:configure:)` of
    /// the modifier's style) in the control's environment entry. Generic over the family only, so the
    /// modifier's opaque result does not depend on the style's own body type.
    nonisolated func controlStyle<Kind: ControlStyleKind>(_ style: ResolvedStyle<Kind>) -> some View {
        EnvironmentWriter(content: self, apply: { $0[style: Kind.self] = style }, value: style)
    }
}
