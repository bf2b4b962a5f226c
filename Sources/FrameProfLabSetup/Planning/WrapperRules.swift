/// How a property wrapper shapes a struct's memberwise initializer, as Swift decides it (measured with
/// swiftc 6.3 in both language modes; docs/STACKLAB.md gives the rules): a wrapper with
/// `init(wrappedValue:)` takes the wrapped value, one whose main body declares `init()` takes the wrapper
/// with that as its default, any other takes the wrapper itself.
public struct WrapperRule: Sendable, Equatable {
    public enum Parameter: Sendable, Equatable {
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
    public var parameter: Parameter
    /// The app-wide object the view reads, when the wrapper reads one from the environment.
    public var readsEnvironmentObject: Bool = false

    /// SwiftUI's wrappers, as SwiftUI (and StackLab, which declares them the same way) declares them.
    public static let swiftUI: [String: WrapperRule] = [
        "State": WrapperRule(parameter: .wrappedValue),
        "Binding": WrapperRule(parameter: .wrapper),
        "ObservedObject": WrapperRule(parameter: .wrappedValue),
        "StateObject": WrapperRule(parameter: .autoclosure),
        "Bindable": WrapperRule(parameter: .wrappedValue),
        "GestureState": WrapperRule(parameter: .wrappedValue),
        "ScaledMetric": WrapperRule(parameter: .wrappedValue),
        "EnvironmentObject": WrapperRule(parameter: .defaulted, readsEnvironmentObject: true),
        "FocusState": WrapperRule(parameter: .defaulted),
        "AccessibilityFocusState": WrapperRule(parameter: .defaulted),
        "Namespace": WrapperRule(parameter: .defaulted),
        "FocusedObject": WrapperRule(parameter: .defaulted),
        "Published": WrapperRule(parameter: .wrappedValue),
    ]

    /// Wrappers that always take arguments of their own (`@Environment(\.locale)`, `@AppStorage("key")`).
    public static let alwaysWithArguments: Set<String> = ["Environment", "AppStorage", "SceneStorage", "FocusedValue", "FocusedBinding", "FetchRequest",
                                                          "SectionedFetchRequest", "Query"]

    /// The rule for `wrapper` (its written name, `DecodableDefault.False` for a nested one), from
    /// SwiftUI's table or from the wrapper's own declaration in `index`; nil when neither knows it.
    public static func rule(for wrapper: String, context: String?, module: String, index: ModuleIndex) -> WrapperRule? {
        let last = String(wrapper.split(separator: ".").last ?? "")
        if let found = index.resolve(.named(wrapper.split(separator: ".").map { TypeSyntax.Component(name: String($0)) }), from: context, in: module) {
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
