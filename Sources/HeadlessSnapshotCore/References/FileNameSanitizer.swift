/// Makes text safe as one file name component.
///
/// FBSnapshotTestCase replaces whitespace and punctuation with `_`; this goes
/// further and keeps only letters, digits and combining marks, so `/`, `\`,
/// `..`, control characters and symbols can never leave the directory or
/// upset a file system: every other character becomes `_`.
enum FileNameSanitizer {
    /// `text` with every character that is not a letter, digit or mark replaced by `_`.
    static func sanitized(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isKept($0) ? $0 : "_" }))
    }

    /// Whether a scalar stays as it is.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}
