/// How a text input capitalizes what people type.
/// See [TextInputAutocapitalization](https://developer.apple.com/documentation/swiftui/textinputautocapitalization).
public struct TextInputAutocapitalization: Sendable {
    let style: UITextAutocapitalizationType

    /// No automatic capitalization.
    public static let never = TextInputAutocapitalization(style: .none)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(style: .words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(style: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(style: .allCharacters)
}

// The keyboard settings of text inputs. A snapshot shows no keyboard, and
// none of them changes how a field is drawn, so they are kept and the fields
// drawn as they are.
extension View {
    /// Sets whether to capitalize the text in a text input automatically.
    /// See [autocapitalization(_:)](https://developer.apple.com/documentation/swiftui/view/autocapitalization(_:)).
    ///
    /// - Parameter style: The capitalization style.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { modifier(EmptyModifier()) }

    /// Sets how a text input capitalizes what people type.
    /// See [textInputAutocapitalization(_:)](https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)).
    ///
    /// - Parameter autocapitalization: The capitalization, or `nil` for the default.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { modifier(EmptyModifier()) }

    /// Sets whether to disable autocorrection in text inputs.
    /// See [disableAutocorrection(_:)](https://developer.apple.com/documentation/swiftui/view/disableautocorrection(_:)).
    ///
    /// - Parameter disable: Whether autocorrection is off, or `nil` for the default.
    public func disableAutocorrection(_ disable: Bool?) -> some View { modifier(EmptyModifier()) }

    /// Sets whether to disable autocorrection in text inputs.
    /// See [autocorrectionDisabled(_:)](https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)).
    ///
    /// - Parameter disable: Whether autocorrection is off.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(EmptyModifier()) }

    /// Sets the keyboard for text inputs.
    /// See [keyboardType(_:)](https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)).
    ///
    /// - Parameter type: The keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(EmptyModifier()) }

    /// Sets the kind of content text inputs expect, for the keyboard's suggestions.
    /// See [textContentType(_:)](https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv).
    ///
    /// - Parameter textContentType: The kind of content, or `nil` for none.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { modifier(EmptyModifier()) }
}
