/// The action a person chose for Apple Pencil's double tap or squeeze. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct PencilPreferredAction: Hashable {
    let name: String
    /// Switch to the eraser.
    public static var switchEraser: PencilPreferredAction { PencilPreferredAction(name: "switchEraser") }
    /// Switch to the previous tool.
    public static var switchPrevious: PencilPreferredAction { PencilPreferredAction(name: "switchPrevious") }
    /// Show the colour palette.
    public static var showColorPalette: PencilPreferredAction { PencilPreferredAction(name: "showColorPalette") }
    /// Show the ink attributes.
    public static var showInkAttributes: PencilPreferredAction { PencilPreferredAction(name: "showInkAttributes") }
    /// Show a contextual palette.
    public static var showContextualPalette: PencilPreferredAction { PencilPreferredAction(name: "showContextualPalette") }
    /// Run a shortcut.
    public static var runSystemShortcut: PencilPreferredAction { PencilPreferredAction(name: "runSystemShortcut") }
    /// Nothing.
    public static var ignore: PencilPreferredAction { PencilPreferredAction(name: "ignore") }
}
