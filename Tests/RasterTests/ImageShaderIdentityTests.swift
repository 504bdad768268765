import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// ``ImageShader`` (which samples the two image rows once per device row when
/// the transform has no rotation or shear) gives exactly the colours of its
/// definition, evaluated pixel by pixel: `apply(to:)` at the pixel centre,
/// then a bilinear mix in 1/256 steps, on random images, transforms and rows.
@Suite struct ImageShaderIdentityTests {
    /// The definition, one pixel at a time.
    private func reference(_ shader: ImageShader, y: Int, x: Int, count: Int) -> [UInt32] {
        let image = shader.image, w = image.width, h = image.height
        func at(_ sx: Int, _ sy: Int) -> UInt32 { image.pixels[min(max(sy, 0), h - 1) * w + min(max(sx, 0), w - 1)] }
        return (0..<count).map { i in
            let p = shader.imageFromDevice.apply(to: Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
            let pixel: UInt32
            if shader.sampling == .nearest {
                func clamp(_ v: Double, _ hi: Int) -> Int { v.isNaN ? 0 : Int(max(0, min(Double(hi), v))) }
                pixel = image.pixels[clamp(p.y, h - 1) * w + clamp(p.x, w - 1)]
            } else {
                let u = p.x - 0.5, v = p.y - 0.5
                if abs(u) < Double(1 << 40), abs(v) < Double(1 << 40) {
                    let fu = Int((u * 256).rounded(.down)), fv = Int((v * 256).rounded(.down))
                    let ax = UInt32(fu & 255), ay = UInt32(fv & 255)
                    let top = ImageShader.lerp(at(fu >> 8, fv >> 8), at((fu >> 8) + 1, fv >> 8), ax)
                    let bottom = ImageShader.lerp(at(fu >> 8, (fv >> 8) + 1), at((fu >> 8) + 1, (fv >> 8) + 1), ax)
                    pixel = ImageShader.lerp(top, bottom, ay)
                } else {
                    pixel = 0
                }
            }
            return shader.alpha == 255 ? pixel : PixelMath.scale(pixel, shader.alpha)
        }
    }

    /// A small image of random size: a third of its pixels one opaque colour (flat areas), the rest anything.
    private func randomImage(_ random: inout PNGTestRandom) throws -> Bitmap {
        let w = 1 + Int(random.next() % 9), h = 1 + Int(random.next() % 9)
        let pixels = (0..<(w * h)).map { _ in random.next() % 3 == 0 ? 0xFF80_4020 : UInt32(truncatingIfNeeded: random.next()) }
        return try Bitmap(width: w, height: h, pixels: pixels)
    }

    @Test func matchesTheDefinitionOnRandomTransforms() throws {
        var random = PNGTestRandom(seed: 29)
        func unit() -> Double { Double(random.next() % 10_000) / 10_000 }
        for trial in 0..<400 {
            let image = try randomImage(&random)
            // Scales with either sign (b == 0, sometimes -0), and in a third of the trials a rotation too.
            let sx = (unit() - 0.5) * 3, sy = (unit() - 0.5) * 3
            let shear = trial % 3 == 0 ? (unit() - 0.5) : (trial % 2 == 0 ? -0.0 : 0.0)
            let transform = AffineTransform(a: sx, b: shear, c: (unit() - 0.5) * 0.5, d: sy, tx: (unit() - 0.5) * 20, ty: (unit() - 0.5) * 20)
            for sampling in [ImageSampling.bilinear, .nearest] {
                let shader = ImageShader(
                    image: image, imageFromDevice: transform, sampling: sampling,
                    alpha: trial % 4 == 0 ? 128 : 255)
                let y = Int(random.next() % 12), x = Int(random.next() % 12), count = Int(random.next() % 20)
                var out = [UInt32](repeating: 0, count: count)
                out.withUnsafeMutableBufferPointer { shader.shade(y: y, x: x, count: count, into: $0.baseAddress!) }
                #expect(out == reference(shader, y: y, x: x, count: count), "trial \(trial), \(sampling)")
            }
        }
    }

    /// Without rotation or shear a prepared shader takes the columns' halves
    /// of its samples from a table made once: the same colours, whether a
    /// run lies inside the prepared columns or not, NaN and far-out samples included.
    @Test func preparedColumnsMatchTheDefinition() throws {
        var random = PNGTestRandom(seed: 31)
        func unit() -> Double { Double(random.next() % 10_000) / 10_000 }
        for trial in 0..<400 {
            let image = try randomImage(&random)
            // Either sign of zero; now and then a NaN scale, or one whose samples cross 2^40 within the run.
            let zero = trial % 2 == 0 ? -0.0 : 0.0
            let scale = trial % 50 == 0 ? .nan : (trial % 50 == 1 ? Double(1 << 40) / 12 : (unit() - 0.5) * 3)
            let transform = AffineTransform(
                a: scale, b: zero, c: trial % 4 == 0 ? -zero : zero, d: (unit() - 0.5) * 3,
                tx: (unit() - 0.5) * 20, ty: (unit() - 0.5) * 20)
            let shader = ImageShader(
                image: image, imageFromDevice: transform, sampling: .bilinear,
                alpha: trial % 4 == 0 ? 128 : 255)
            let y = Int(random.next() % 12), x = Int(random.next() % 12), count = Int(random.next() % 20)
            // Mostly columns around the run; in some trials a run that starts before them or ends after them.
            let first = x + (trial % 7 == 0 ? 1 : -Int(random.next() % 3))
            let end = x + count + (trial % 5 == 0 ? -1 : Int(random.next() % 3))
            let prepared = shader.preparing(columns: first..<max(first, end))
            var out = [UInt32](repeating: 0, count: count)
            out.withUnsafeMutableBufferPointer { prepared.shade(y: y, x: x, count: count, into: $0.baseAddress!) }
            #expect(out == reference(shader, y: y, x: x, count: count), "trial \(trial)")
        }
    }
}
