/// The auto-capitalization style of a text input.
/// See [UITextAutocapitalizationType](https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// The autocorrection behaviour of a text input.
/// See [UITextAutocorrectionType](https://developer.apple.com/documentation/uikit/uitextautocorrectiontype).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// The keyboard a text input shows.
/// See [UIKeyboardType](https://developer.apple.com/documentation/uikit/uikeyboardtype).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
    /// The keyboard for the current input method.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The meaning of a text input's content, for the keyboard's suggestions.
/// See [UITextContentType](https://developer.apple.com/documentation/uikit/uitextcontenttype).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}
