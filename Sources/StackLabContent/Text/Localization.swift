#if !canImport(Darwin)
import Foundation
@_spi(Nodes) import StackLabCore

// Foundation on Linux has none of Apple's string-catalogue API: `String(localized:)`,
// `String.LocalizationValue`, `LocalizedStringResource`, `AttributedString(localized:)`. View files and
// their models use them for every label, so the lab provides them. It has no string tables: a localized
// string is its value with the interpolations put in, as a phone shows it when the table has no
// translation for the key.

extension String {
    /// A localizable value (`"\(count) photos"`): the key a string table would be searched with
    /// (`"%lld photos"`) and the text with the interpolations put in.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key as Apple's tools write it: each interpolation a format specifier.
        public let key: String
        /// The text shown without a translation.
        let text: String

        /// The value `value`, which is also its key.
        public init(_ value: String) {
            key = value
            text = value
        }

        /// A value written as a literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            text = stringInterpolation.text
        }

        /// The text shown.
        public var description: String { text }

        /// Builds a value's key and text from a literal with interpolations.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var text = ""

            /// Space for the literal.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            /// Literal text: `%` doubled in the key, as the key's format needs.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                text += literal
            }

            /// A string (`%@`).
            public mutating func appendInterpolation(_ string: String) {
                key += "%@"
                text += string
            }

            /// A whole number (`%lld`).
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                key += "%lld"
                text += String(value)
            }

            /// A number (`%lf`), shown as that specifier writes it when no table translates the key
            /// (`3.500000`).
            public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
                key += "%lf"
                text += String(format: "%lf", Double(value))
            }

            /// A value formatted by `format` (`"\(date, format: .dateTime.day())"`).
            public mutating func appendInterpolation<Format: FormatStyle>(_ value: Format.FormatInput, format: Format) where Format.FormatOutput == String {
                key += "%@"
                text += format.format(value)
            }

            /// A localized resource, resolved.
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                key += "%@"
                text += resource.text
            }

            /// Any other value, as it prints (`%@`).
            public mutating func appendInterpolation<Value>(_ value: Value) {
                key += "%@"
                text += "\(value)"
            }
        }
    }

    /// The localized string of `keyAndValue`: its text, as no string table translates it in the lab.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// The localized string of `key`: its default value, as no string table translates it in the lab.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }

    /// The string `resource` resolves to.
    public init(localized resource: LocalizedStringResource) {
        self = resource.text
    }
}

/// A string to be localized later, where it is shown (`Text(resource)`, an App Intent's title), with its
/// key, default value and table: Foundation's `LocalizedStringResource` (iOS 16). The lab has no string
/// tables, so it shows its default value.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the string table would be looked up.
    public enum BundleDescription: Hashable, Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
    }

    /// The key a string table is searched with.
    public let key: String
    /// The value shown without a translation.
    public var defaultValue: String.LocalizationValue
    /// The string table.
    public var table: String?
    /// The locale it is shown in.
    public var locale: Locale
    /// The bundle the table is in.
    public var bundle: BundleDescription

    /// The text shown: the default value (the lab has no string tables).
    var text: String { defaultValue.text }
    /// The text shown.
    public var description: String { text }

    /// A resource whose key and default value are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
                comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource of `key` shown as `defaultValue` without a translation.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource of a literal key.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource of an interpolated key.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}

extension AttributedString {
    /// The attributed string of `keyAndValue`, its inline markdown applied, as a string catalogue's
    /// attributed strings are.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
                comment: StaticString? = nil) {
        self = (try? AttributedString(markdown: keyAndValue.text)) ?? AttributedString(keyAndValue.text)
    }

    /// The attributed string `resource` resolves to.
    public init(localized resource: LocalizedStringResource) {
        self.init(localized: resource.defaultValue)
    }
}
#else
import Foundation

extension LocalizedStringResource {
    /// The text the lab shows for a resource: on Apple platforms, Foundation's own lookup.
    var text: String { String(localized: self) }
}
#endif
