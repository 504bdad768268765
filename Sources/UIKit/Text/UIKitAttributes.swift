extension AttributeScopes {
    /// The UIKit attributes of an `AttributedString`: its font and foreground
    /// colour (the ones a configured button draws), plus Foundation's.
    /// [Apple's documentation](https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes)
    public struct UIKitAttributes: AttributeScope {
        /// The font of the text.
        public let font: FontAttribute
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The font attribute (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            /// A `UIFont`.
            public typealias Value = UIFont
            /// The key's name, as `NSAttributedString.Key.font`.
            public static let name = "NSFont"
        }

        /// The foreground colour attribute (`NSAttributedString.Key.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A `UIColor`.
            public typealias Value = UIColor
            /// The key's name, as `NSAttributedString.Key.foregroundColor`.
            public static let name = "NSColor"
        }
    }

    /// The UIKit attributes.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Reaches the UIKit attributes by name (`string.font`, `container.foregroundColor`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}
