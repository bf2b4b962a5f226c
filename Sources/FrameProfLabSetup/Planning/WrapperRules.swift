/// How a property wrapper shapes a struct's memberwise initializer, as Swift decides it (measured with
/// swiftc 6.3 in both language modes; docs/STACKLAB.md gives the rules): a wrapper with
/// `init(wrappedValue:)` takes the wrapped value, one whose main body declares `init()` takes the wrapper
/// with that as its default, any other takes the wrapper itself.
public struct WrapperRule: Sendable, Equatable {
    /// What a wrapped property adds to the memberwise initializer.
    public enum Contribution: Sendable, Equatable {
        /// The wrapped type (`@ObservedObject var model: Model` → `model: Model`).
        case wrappedValue
        /// The wrapped type as an autoclosure (`@StateObject`): an argument with `try` cannot be passed.
        case autoclosure
        /// The wrapper type with a default (`@EnvironmentObject`, `@FocusState`, `@Namespace`): left out.
        case defaulted
        /// The wrapper type, required (`@Binding var isOn: Bool` → `isOn: Binding<Bool>`).
        case wrapper
    }

    /// What a property under this wrapper with no initial value contributes.
    public var parameter: Contribution

    /// SwiftUI's wrappers, as SwiftUI (and StackLab, which declares them the same way) declares them.
    public static let swiftUI: [String: WrapperRule] = [
        "State": WrapperRule(parameter: .wrappedValue),
        "Binding": WrapperRule(parameter: .wrapper),
        "ObservedObject": WrapperRule(parameter: .wrappedValue),
        "StateObject": WrapperRule(parameter: .autoclosure),
        "Bindable": WrapperRule(parameter: .wrappedValue),
        "GestureState": WrapperRule(parameter: .wrappedValue),
        "ScaledMetric": WrapperRule(parameter: .wrappedValue),
        "EnvironmentObject": WrapperRule(parameter: .defaulted),
        "FocusState": WrapperRule(parameter: .defaulted),
        "AccessibilityFocusState": WrapperRule(parameter: .defaulted),
        "Namespace": WrapperRule(parameter: .defaulted),
        "FocusedObject": WrapperRule(parameter: .defaulted),
        "Published": WrapperRule(parameter: .wrappedValue),
    ]

    /// Wrappers that always take arguments of their own (`@Environment(\.locale)`, `@AppStorage("key")`).
    public static let alwaysWithArguments: Set<String> = ["Environment", "AppStorage", "SceneStorage", "FocusedValue", "FocusedBinding", "FetchRequest",
                                                          "SectionedFetchRequest", "Query"]

    /// Whether the attribute `name` a property carries is a result builder rather than a wrapper
    /// (`@ViewBuilder let content: () -> Content`): one the modules declare `@resultBuilder`, or one
    /// they do not declare named like SwiftUI's (`ViewBuilder`, `ToolbarContentBuilder`…).
    public static func isResultBuilder(_ name: String, context: String?, module: String, index: ModuleIndex) -> Bool {
        if let found = index.resolve(.dotted(name), from: context, in: module) {
            return found.declaration.attributes.contains("resultBuilder")
        }
        return name.hasSuffix("Builder") && swiftUI[name] == nil
    }

    /// The rule for `wrapper` (its written name, `DecodableDefault.False` for a nested one), from
    /// SwiftUI's table or from the wrapper's own declaration in `index`; nil when neither knows it.
    public static func rule(for wrapper: String, context: String?, module: String, index: ModuleIndex) -> WrapperRule? {
        let last = String(wrapper.split(separator: ".").last ?? "")
        if let found = index.resolve(.dotted(wrapper), from: context, in: module) {
            let declaration = found.declaration
            let wrappedValueInits = (declaration.initializers + declaration.extensionInitializers).filter { initializer in
                initializer.parameters.first?.label == "wrappedValue" && initializer.parameters.dropFirst().allSatisfy(\.hasDefault)
            }
            // A main-body `init()` gives the wrapper a default, whatever else it declares.
            if declaration.initializers.contains(where: { $0.parameters.allSatisfy(\.hasDefault) }) { return WrapperRule(parameter: .defaulted) }
            if wrappedValueInits.isEmpty { return WrapperRule(parameter: .wrapper) }
            // `@StateObject`: only an autoclosure takes the value.
            return WrapperRule(parameter: wrappedValueInits.allSatisfy { $0.parameters[0].isAutoclosure } ? .autoclosure : .wrappedValue)
        }
        return swiftUI[last]
    }
}
