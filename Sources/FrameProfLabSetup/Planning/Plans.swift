/// What `init` decided to write, before any Swift is written: scenarios for the views it can make, the
/// conformances that make their models, and why everything else was left out.
public struct LabPlan: Sendable {
    /// The cells' module.
    public var module: String
    /// A scenario per view init can make.
    public var scenarios: [ScenarioPlan] = []
    /// The conformances that make the views' models.
    public var conformances: [ConformancePlan] = []
    /// Views (and models) left out, each with why, in the order the files declare them.
    public var skipped: [Skip] = []
    /// Modules the generated file must import besides FrameProfLab (the models' own).
    public var imports: Set<String> = []
}

/// One view's scenario: the view made from made-up values, scrubbed under every strategy.
public struct ScenarioPlan: Sendable {
    /// `shelf-row-scrub`: what `--scenario` and budgets name it.
    public var name: String
    /// The view's path in its module (`ShelfRow`, `Library.ItemView`).
    public var view: String
    /// How reports name the view's type: `ShelfUI.ShelfRow`.
    public var reportedView: String
    /// The initializer call, its arguments made per row.
    public var call: CallPlan
    /// App-wide objects the view (or a view it builds) reads from the environment.
    public var environment: [EnvironmentObject]
    /// The module's other views this one builds, as reports name them: budgets limit them too.
    public var partViews: [String]
    /// The model types its arguments are, each once and sorted, for the summary line (`Review`).
    public var models: [String]
    /// Where the view is declared.
    public var location: SourceLocation
}

/// An object a view reads with `@EnvironmentObject` or `@Environment(Model.self)`, injected into the
/// scenario's screen.
public struct EnvironmentObject: Sendable, Equatable {
    /// How the object is injected.
    public enum Kind: Sendable, Equatable {
        /// `.environmentObject(_:)`, for an `ObservableObject`.
        case object
        /// `.environment(_:)`, for an `@Observable` class.
        case observable
    }

    /// The type as the generated file writes it.
    public var type: String
    /// How it is injected.
    public var kind: Kind
    /// The key its value is made under: `environment.userCollection`.
    public var key: String
}

/// A call of an initializer with made arguments: `ShelfRow(item: try row.value("item"), onTap: {})`.
public struct CallPlan: Sendable {
    /// The type called, as the generated file writes it (`Self` inside a conformance).
    public var callee: String
    /// The arguments, in the initializer's order.
    public var arguments: [Argument]
    /// Whether the initializer throws (the call is written with `try`).
    public var throwsErrors: Bool
    /// Whether it is failable (the result goes through `require`).
    public var isFailable: Bool
    /// Values given to `@autoclosure` parameters, made first into typed constants (`try` cannot be
    /// passed inside an autoclosure).
    public var constants: [(name: String, type: String, key: String)]

    /// One argument: its label and how its value is given.
    public struct Argument: Sendable {
        /// The argument label; nil for an unlabelled one.
        public var label: String?
        /// How its value is given.
        public var value: Value
    }

    /// How an argument's value is given.
    public enum Value: Sendable, Equatable {
        /// Made by the lab from the key (`try row.value("item")`), annotated with `as T` where the
        /// initializer is overloaded on the type.
        case made(key: String, annotation: String?)
        /// A closure that does nothing, taking `arity` arguments (a button's action).
        case closure(arity: Int)
        /// `nil`, for an optional the lab leaves empty.
        case nilLiteral
        /// A constant made before the call (for an autoclosure parameter).
        case constant(String)
    }
}

/// A `LabSynthesizable` conformance `init` writes for a model the lab cannot make otherwise.
public struct ConformancePlan: Sendable {
    /// The extended type as written (`Shelf.Item`, `Tagged`).
    public var type: String
    /// The module that declares the type.
    public var module: String
    /// How the conformance makes a value.
    public var body: Body
    /// Whether the type is another package's: the conformance is then `@retroactive` (Swift refuses the
    /// attribute for a type of the same package).
    public var isRetroactive: Bool
    /// The type's effective access (its own and its outer types'): its witness must have it, and may not
    /// have more (`public` on an internal type's witness does not compile).
    public var access: AccessLevel

    /// How a conformance makes a value: by an initializer or by a case.
    public enum Body: Sendable {
        /// `Self(...)`, or `Type(...) as! Self` for a class that is not final.
        case call(CallPlan, castToSelf: Bool)
        /// One of the listed cases, chosen per value.
        case cases([CaseChoice])
    }

    /// An enumeration case and how its associated values are made.
    public struct CaseChoice: Sendable {
        /// The case's name.
        public var name: String
        /// Its associated values, made as arguments are.
        public var arguments: [CallPlan.Argument]
        /// Whether the case is written with parentheses (it has associated values).
        public var hasParentheses: Bool
    }
}

/// Something `init` could not make, and why.
public struct Skip: Sendable, CustomStringConvertible {
    /// The view or model left out.
    public var name: String
    /// Why, in a sentence with the fix.
    public var reason: String
    /// Where it is declared, when known.
    public var location: SourceLocation?
    /// `ShelfRow: …`, as init prints it.
    public var description: String { "\(name): \(reason)" }
}
