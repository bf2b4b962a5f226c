@_spi(Nodes) import StackLabCore
import StackLabContent

/// The keyboard traits of text input, as SwiftUI and UIKit declare them: the keyboard is not on screen in
/// the lab, so every trait is accepted with no effect. Where UIKit is missing (Linux, a Mac), its types
/// are stood in for with UIKit's cases, so a cell that names them compiles.

#if !canImport(UIKit)
/// The type of keyboard to display for a given text-based view (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    /// Specifies the default keyboard for the current input method.
    case `default` = 0
    /// Specifies a keyboard that displays standard ASCII characters.
    case asciiCapable = 1
    /// Specifies the numbers and punctuation keyboard.
    case numbersAndPunctuation = 2
    /// Specifies a keyboard optimized for URL entry.
    case URL = 3
    /// Specifies a numeric keypad for PIN entry.
    case numberPad = 4
    /// Specifies a keypad for entering telephone numbers.
    case phonePad = 5
    /// Specifies a keypad for entering a person's name or phone number.
    case namePhonePad = 6
    /// Specifies a keyboard optimized for entering email addresses.
    case emailAddress = 7
    /// Specifies a keyboard with numbers and a decimal point.
    case decimalPad = 8
    /// Specifies a keyboard optimized for Twitter text entry.
    case twitter = 9
    /// Specifies a keyboard optimized for web search terms and URL entry.
    case webSearch = 10
    /// Specifies a number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11
    /// Specifies a keyboard for alphabetic entry (deprecated: `asciiCapable`).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The semantic meaning for a text input area (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates a content type from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A person's name prefix or title.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A person's first name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A person's middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A person's last name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A person's name suffix.
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A person's nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A person's job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city name.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state name.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and state name.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country or region name.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account or login name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A parcel tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// An airline flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date, time or duration.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A birth date.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    /// The day of a birth date.
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    /// The month of a birth date.
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    /// The year of a birth date.
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    /// A credit card security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// The name on a credit card.
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// The first name on a credit card.
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    /// The middle name on a credit card.
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    /// The last name on a credit card.
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    /// A credit card's expiration date.
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// The month of a credit card's expiration date.
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    /// The year of a credit card's expiration date.
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    /// A credit card's type.
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    /// A cellular EID.
    public static let cellularEID = UITextContentType(rawValue: "cellularEID")
    /// A cellular IMEI.
    public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
}

/// The autocapitalization behavior applied during text entry (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Specifies that there's no automatic text capitalization.
    case none = 0
    /// Specifies automatic capitalization of the first letter of each word.
    case words = 1
    /// Specifies automatic capitalization of the first letter of each sentence.
    case sentences = 2
    /// Specifies automatic capitalization of all characters.
    case allCharacters = 3
}
#endif

/// The kind of autocapitalization behavior applied during text input (SwiftUI, iOS 15).
public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(kind: 0) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(kind: 1) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every sentence.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(kind: 2) }
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(kind: 3) }

    init(kind: Int) {
        self.kind = kind
    }

    /// Creates a new `TextInputAutocapitalization` struct from a UIKit autocapitalization type.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: kind = 0
        case .words: kind = 1
        case .sentences: kind = 2
        case .allCharacters: kind = 3
        @unknown default: return nil
        }
    }
}

enum AutocorrectionDisabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = false
    static let name = "autocorrectionDisabled"
}

enum DisableAutocorrectionKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool? = nil
    static let name = "disableAutocorrection"
}

extension EnvironmentValues {
    /// A Boolean value that determines whether the view hierarchy has auto-correction enabled. Nothing in
    /// the lab reads it: there is no keyboard.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// A Boolean value that determines whether the view hierarchy has auto-correction enabled
    /// (deprecated: `autocorrectionDisabled`).
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }
}

extension View {
    /// Sets the keyboard type for this view. Accepted: the keyboard is not on screen in the lab.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets the text content type for this view, which the system uses to offer suggestions while the
    /// user enters text. Accepted: no keyboard, no suggestions.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets whether to apply auto-capitalization to this view (deprecated). Accepted.
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Sets how often the shift key in the keyboard is automatically enabled. Accepted.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Sets whether to disable autocorrection for this view. Accepted: nothing is typed in the lab.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Sets whether to disable autocorrection for this view (deprecated). Accepted.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
