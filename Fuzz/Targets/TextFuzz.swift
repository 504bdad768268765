import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// Text read from bytes as UTF-8 (repaired), laid out at a size and width
/// from the first bytes, and drawn on a small canvas.
func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let pointSize = Double(data[0] % 64) + 1, width = Double(data[1]) * 2
    let text = String(decoding: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
    guard let font = try? Font.system(size: pointSize), let layout = try? TextLayout(text, font: font, width: width),
        let canvas = try? Canvas(width: 64, height: 48, scale: 2)
    else { return 0 }
    canvas.draw(layout, at: Point(x: 1, y: 1), color: .black)
    return 0
}
