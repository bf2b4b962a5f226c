@_spi(Nodes) import StackLabCore
import StackLabContent

/// Where a control is drawn, for controls that SwiftUI lays out differently in a form's rows: a menu
/// picker shows its label beside its value only in a row. Set by `Form`; a list's rows would set it too.
enum RowContextKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = false
    static let name = "rowContext"
}

extension EnvironmentValues {
    /// Whether the view is in a form's (or a list's) rows.
    var isInRows: Bool {
        get { self[RowContextKey.self] }
        set { self[RowContextKey.self] = newValue }
    }
}

/// How a selection value reads in a control that shows it (a menu picker's title): its description,
/// an optional's wrapped value, nothing for nil.
func displayString(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "" }
        return displayString(of: wrapped)
    }
    return String(describing: value)
}
