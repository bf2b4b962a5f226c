import Foundation
import Observation

enum DefaultAppStorageKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: UserDefaults { .standard }
    static let name = "defaultAppStorage"
}

extension EnvironmentValues {
    /// The text size setting as the deprecated `ContentSizeCategory`: the same setting as
    /// `dynamicTypeSize`, read and written through it.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[dynamicTypeSize.rawValue] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3] }
    }

    /// The size of one pixel in points: 1 / `displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The `@Observable` object of type `T` an ancestor put in the environment, or nil; setting it puts
    /// one there for the views below (what `.environment(object)` does).
    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
        get { object(of: objectType) as? T }
        set {
            if let newValue { self = setting(object: newValue, as: objectType) } else { head = Entry(key: ObjectIdentifier(objectType), name: "\(objectType)", value: Optional<T>.none as Any, next: head) }
        }
    }

    /// The store `@AppStorage` properties without a `store:` use (`.defaultAppStorage(_:)`).
    package var defaultAppStorageDefaults: UserDefaults {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}
