@_spi(Nodes) import StackLabCore
import StackLabContent

// Haptic feedback: the lab has no Taptic Engine, and a haptic changes nothing on screen: accepted.
extension View {
    /// Plays `feedback` when `trigger` changes (accepted: the lab has no haptics).
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds (accepted).
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T,
                                               condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View where T: Equatable { self }

    /// Plays the feedback `feedback` returns when `trigger` changes (accepted).
    nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View
        where T: Equatable { self }
}

/// A haptic (SwiftUI's `SensoryFeedback`).
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something aligned.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A path completed.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight.
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(weight.name)")
    }

    /// An impact of a flexibility.
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(flexibility.name)")
    }

    /// How heavy an impact is.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the colliding objects are.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid.
        public static let solid = Flexibility(name: "solid")
        /// Soft.
        public static let soft = Flexibility(name: "soft")
    }
}
