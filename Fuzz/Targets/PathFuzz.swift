import Foundation
import HeadlessGeometry
import HeadlessRaster

/// Paths and strokes read from bytes: each 9-byte group is a command (move,
/// line, quad, cubic, close, or a stroke width) with coordinates spread from
/// tiny to 1e300, NaN and infinity included, filled and stroked on a small canvas.
func fuzzPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = FuzzReader(data, size)
    var path = Path()
    var width = 1.0
    while let command = reader.byte() {
        switch command % 6 {
        case 0: path.move(to: reader.point())
        case 1: path.line(to: reader.point())
        case 2: path.quadCurve(to: reader.point(), control: reader.point())
        case 3: path.curve(to: reader.point(), control1: reader.point(), control2: reader.point())
        case 4: path.closeSubpath()
        default: width = reader.number()
        }
    }
    guard let canvas = try? Canvas(width: 64, height: 48, scale: 1) else { return 0 }
    canvas.fill(path, color: .black, rule: size % 2 == 0 ? .nonZero : .evenOdd)
    canvas.stroke(path, color: .red, style: StrokeStyle(width: width, cap: .round, join: .round))
    canvas.stroke(path, color: .blue, style: StrokeStyle(width: width, cap: .square, join: .miter, dashPattern: [3, width]))
    canvas.drawShadow(of: path, color: .black, offset: Size(width: 2, height: 2), blurSigma: width)
    return 0
}

/// Reads numbers from fuzzer bytes; past the end, zeros.
struct FuzzReader {
    private let data: UnsafePointer<UInt8>
    private let size: Int
    private var offset = 0

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        self.data = data
        self.size = size
    }

    /// The next byte, or nil at the end.
    mutating func byte() -> UInt8? {
        guard offset < size else { return nil }
        defer { offset += 1 }
        return data[offset]
    }

    /// A number from the next four bytes: a mantissa and a decimal exponent
    /// from -8 to 300, or NaN, or an infinity.
    mutating func number() -> Double {
        let kind = byte() ?? 0
        let mantissa = Double(Int16(bitPattern: UInt16(byte() ?? 0) << 8 | UInt16(byte() ?? 0))) / 100
        let exponent = Int(byte() ?? 0) % 309 - 8
        switch kind % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3...8: return mantissa
        default: return mantissa * pow(10, Double(exponent))
        }
    }

    /// A point of two numbers.
    mutating func point() -> Point { Point(x: number(), y: number()) }
}
