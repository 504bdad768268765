/// A function that changes the attributes of a configured view's text (a
/// button's title or subtitle): it is given the font and foreground colour
/// the view would use, and returns the ones to draw.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer)
public struct UIConfigurationTextAttributesTransformer {
    private let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
