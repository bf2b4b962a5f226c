/// A switch with a label: the label, then a 51 by 31 point switch (UIKit's `UISwitch`).
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label and the switch.
    public var body: some View {
        HStack {
            label
            Spacer()
            Capsule().frame(width: 51, height: 31)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}
