/// A horizontal stretch of coverage from the rasterizer.
enum CoverageSpan {
    /// Pixels from column `x`, each with its own coverage (0...255).
    case varying(x: Int, values: UnsafeBufferPointer<UInt8>)
    /// `count` pixels from column `x`, all with coverage `value` (1...255).
    case constant(x: Int, count: Int, value: UInt8)

    /// The first column.
    var x: Int {
        switch self {
        case .varying(let x, _), .constant(let x, _, _): return x
        }
    }

    /// The number of pixels.
    var count: Int {
        switch self {
        case .varying(_, let values): return values.count
        case .constant(_, let count, _): return count
        }
    }

    /// Writes the span's coverage values to `destination[0..<count]`.
    func write(to destination: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .varying(_, let values): destination.update(from: values.baseAddress!, count: values.count)
        case .constant(_, let count, let value): destination.update(repeating: value, count: count)
        }
    }
}
