import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// The date picker styles, as SwiftUI declares them: compact (the automatic style on iOS), graphical and
/// wheel are laid out as UIKit's date picker draws them; an app's own `DatePickerStyle` is laid out as its
/// `makeBody(configuration:)` returns, counted under its own type name.

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View
    /// The properties of a date picker.
    typealias Configuration = DatePickerStyleConfiguration
    /// Returns the appearance and interaction content for a date picker.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a date picker.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A description of the date picker.
    public let label: DatePickerStyleConfiguration.Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(parts: DatePickerParts) {
        label = Label(content: parts.label)
        _selection = parts.selection
        minimumDate = parts.minimumDate
        maximumDate = parts.maximumDate
        displayedComponents = parts.components
    }
}

/// A date picker's label, selection, range and components, for its style.
struct DatePickerParts {
    let label: any View
    let selection: Binding<Date>
    let minimumDate: Date?
    let maximumDate: Date?
    let components: DatePickerComponents
}

/// The components shown by a date picker.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates components from a raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

enum DatePickerStyleKind: ControlStyleKind {
    case automatic
    case compact
    case graphical
    case wheel

    typealias Parts = DatePickerParts
    static let environmentName = "datePickerStyle"
}

/// The default style for date pickers: compact on iOS.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
    static let kind = DatePickerStyleKind.automatic
    /// Creates an instance of the default date picker style.
    public init() {}
    /// A date picker in this style.
    public func makeBody(configuration: DefaultDatePickerStyle.Configuration) -> some View {
        DatePicker(configuration: configuration, kind: Self.kind)
    }
}

/// A date picker style that displays the components in a compact, textual format: a pill for the date
/// and one for the time.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
    static let kind = DatePickerStyleKind.compact
    /// Creates an instance of the compact date picker style.
    public init() {}
    /// A date picker in this style.
    public func makeBody(configuration: CompactDatePickerStyle.Configuration) -> some View {
        DatePicker(configuration: configuration, kind: Self.kind)
    }
}

/// A date picker style that displays an interactive calendar or clock.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
    static let kind = DatePickerStyleKind.graphical
    /// Creates an instance of the graphical date picker style.
    public init() {}
    /// A date picker in this style.
    public func makeBody(configuration: GraphicalDatePickerStyle.Configuration) -> some View {
        DatePicker(configuration: configuration, kind: Self.kind)
    }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
    static let kind = DatePickerStyleKind.wheel
    /// Creates an instance of the wheel date picker style.
    public init() {}
    /// A date picker in this style.
    public func makeBody(configuration: WheelDatePickerStyle.Configuration) -> some View {
        DatePicker(configuration: configuration, kind: Self.kind)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    nonisolated public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    nonisolated public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    nonisolated public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    nonisolated public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style for date pickers within this view: a built-in style is laid out as UIKit's date
    /// picker draws it, an app's own as its `makeBody(configuration:)` returns.
    nonisolated public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle {
        controlStyle(ResolvedStyle<DatePickerStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            DatePickerStyleConfiguration(parts: parts)
        })
    }
}
