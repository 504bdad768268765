import HeadlessGeometry

extension Bitmap {
    /// Multiplies every pixel by `tint`, channel by channel: premultiplied
    /// red, green and blue by the tint's component times its alpha, alpha
    /// by its alpha (components outside `0...1` or NaN are clamped).
    mutating func multiply(by tint: Color) {
        func byte(_ component: Double) -> UInt32 { UInt32(Color.byte(component)) }
        let alpha = byte(tint.alpha)
        let r = PixelMath.mul(byte(tint.red), alpha), g = PixelMath.mul(byte(tint.green), alpha)
        let b = PixelMath.mul(byte(tint.blue), alpha)
        guard r != 255 || g != 255 || b != 255 || alpha != 255 else { return }
        for i in pixels.indices {
            let p = pixels[i]
            guard p != 0 else { continue }
            pixels[i] =
                PixelMath.mul(p & 0xFF, r) | PixelMath.mul((p >> 8) & 0xFF, g) << 8
                | PixelMath.mul((p >> 16) & 0xFF, b) << 16 | PixelMath.mul(p >> 24, alpha) << 24
        }
    }
}
