/// Why text could not be laid out.
public enum TextLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A width that is negative or NaN (use `nil` or `.infinity` for no limit).
    case invalidWidth(Double)
    /// A negative line count (use 0 for no limit).
    case invalidNumberOfLines(Int)
    /// A line height multiple that is not a finite number above 0.
    case invalidLineHeightMultiple(Double)
    /// A line spacing that is not finite.
    case invalidLineSpacing(Double)
    /// A default tab interval that is not a finite number above 0.
    case invalidTabInterval(Double)

    /// A message naming the value and the problem.
    public var description: String {
        switch self {
        case .invalidWidth(let width):
            return "Layout width \(width) is invalid: it must be 0 or more (nil or infinity for no limit)"
        case .invalidNumberOfLines(let count):
            return "numberOfLines \(count) is invalid: it must be 0 (no limit) or more"
        case .invalidLineHeightMultiple(let multiple):
            return "lineHeightMultiple \(multiple) is invalid: it must be a finite number above 0"
        case .invalidLineSpacing(let spacing):
            return "lineSpacing \(spacing) is invalid: it must be finite"
        case .invalidTabInterval(let interval):
            return "defaultTabInterval \(interval) is invalid: it must be a finite number above 0"
        }
    }
}
