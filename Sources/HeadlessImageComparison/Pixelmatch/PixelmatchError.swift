/// Why ``Pixelmatch`` could not compare two images.
package enum PixelmatchError: Error, Equatable, CustomStringConvertible {
    /// The two images differ in size.
    case sizeMismatch(firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int)
    /// A pixel buffer does not hold `width * height` pixels.
    case pixelCountMismatch(expected: Int, first: Int, second: Int)

    /// A sentence naming the problem and the sizes involved.
    package var description: String {
        switch self {
        case .sizeMismatch(let w1, let h1, let w2, let h2):
            return "image sizes differ: the first is \(w1)x\(h1), the second \(w2)x\(h2)"
        case .pixelCountMismatch(let expected, let first, let second):
            return "images need \(expected) pixels each but have \(first) and \(second)"
        }
    }
}
