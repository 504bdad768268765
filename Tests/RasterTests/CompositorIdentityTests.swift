import CPixelMemory
import Testing

@testable import HeadlessRaster

/// The vectorised compositing paths give exactly the bytes of the scalar
/// reference (``Compositor/blend(_:_:coverage:mode:)``, one pixel at a time),
/// on random inputs: any pixel values (premultiplied or not), coverage biased
/// towards 0 and 255 so the fast paths run, odd lengths and offsets.
@Suite struct CompositorIdentityTests {
    /// Random inputs for one row.
    private struct Row {
        var source: [UInt32]
        var destination: [UInt32]
        var coverage: [UInt8]

        init(count: Int, using random: inout PNGTestRandom) {
            func pixel() -> UInt32 {
                switch random.next() % 4 {
                case 0: return UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000  // opaque
                case 1: return PremultipliedPixel(packed: UInt32(truncatingIfNeeded: random.next())).premultipliedValid
                default: return UInt32(truncatingIfNeeded: random.next())  // anything, even invalid
                }
            }
            source = (0..<count).map { _ in pixel() }
            destination = (0..<count).map { _ in pixel() }
            coverage = (0..<count).map { _ in
                switch random.next() % 4 {
                case 0: return 0
                case 1: return 255
                default: return UInt8(truncatingIfNeeded: random.next())
                }
            }
        }
    }

    /// The scalar reference result of blending `source[i]` (or `color`) into the row.
    private func reference(_ row: Row, color: UInt32?, coverage: (Int) -> UInt8) -> [UInt32] {
        row.destination.indices.map { i in
            let c = UInt32(coverage(i))
            return c == 0
                ? row.destination[i]
                : Compositor.blend(color ?? row.source[i], row.destination[i], coverage: c, mode: .sourceOver)
        }
    }

    /// With room past the run (0 to 3 more pixels), its last one to three
    /// pixels go in a group of four: the pixels past it must come back unchanged.
    @Test func solidColourUnderVaryingCoverage() {
        var random = PNGTestRandom(seed: 17)
        for trial in 0..<4000 {
            let row = Row(count: trial % 41, using: &random), beyond = Row(count: trial % 4, using: &random).destination
            for color in [row.source.first ?? 0, 0xFF33_2211, UInt32(truncatingIfNeeded: random.next())] {
                var out = row.destination + beyond
                Compositor.blendSolid(
                    color, mode: .sourceOver, coverage: row.coverage, destination: &out,
                    count: row.coverage.count, room: out.count)
                #expect(out == reference(row, color: color) { row.coverage[$0] } + beyond, "trial \(trial), colour \(color)")
            }
        }
    }

    @Test func solidColourUnderOneCoverage() {
        var random = PNGTestRandom(seed: 18)
        for trial in 0..<4000 {
            let row = Row(count: trial % 41, using: &random)
            let color = row.source.first ?? 0x8040_2010, c = UInt8(truncatingIfNeeded: random.next() % 255 + 1)
            var out = row.destination
            Compositor.fillSolid(color, coverage: UInt32(c), mode: .sourceOver, destination: &out, count: out.count)
            #expect(out == reference(row, color: color) { _ in c }, "trial \(trial)")
        }
    }

    /// Mask rows (glyphs, shadows) go eight pixels at a time where the
    /// processor has AVX2: rows long enough for it, coverage in runs of 0, of
    /// 255 and of anything, so whole groups of eight skip, store and blend;
    /// with 0 to 3 pixels of room past the row, which must come back unchanged.
    @Test func solidColourAlongMaskRows() {
        var random = PNGTestRandom(seed: 23)
        for trial in 0..<3000 {
            var row = Row(count: trial % 97, using: &random)
            var i = 0
            while i < row.coverage.count {
                let run = 1 + Int(random.next() % 20), kind = random.next() % 3
                for j in i..<min(row.coverage.count, i + run) {
                    row.coverage[j] = kind == 0 ? 0 : (kind == 1 ? 255 : UInt8(truncatingIfNeeded: random.next()))
                }
                i += run
            }
            let beyond = Row(count: trial % 4, using: &random).destination
            for color in [0xFF33_2211, 0x8040_2010, UInt32(truncatingIfNeeded: random.next())] {
                var out = row.destination + beyond
                Compositor.blendSolidRun(
                    color, mode: .sourceOver, coverage: row.coverage, destination: &out,
                    count: row.coverage.count, room: out.count)
                #expect(out == reference(row, color: color) { row.coverage[$0] } + beyond, "trial \(trial), colour \(color)")
            }
        }
    }

    /// The AVX2 loop itself, called directly: it does whole groups of eight
    /// and leaves the rest. Skipped (and reported so) on a processor without AVX2.
    @Test(.enabled(if: Compositor.hasAVX2, "the processor has no AVX2"))
    func wideLoopDoesWholeGroupsOfEight() {
        var random = PNGTestRandom(seed: 24)
        for trial in 0..<2000 {
            let row = Row(count: trial % 70, using: &random)
            let color = trial % 2 == 0 ? 0xFF10_2030 : UInt32(truncatingIfNeeded: random.next())
            var out = row.destination
            let done = pixel_blend_solid_avx2(color, row.coverage, &out, out.count)
            #expect(done == out.count & ~7, "trial \(trial)")
            let expected = reference(row, color: color) { row.coverage[$0] }
            #expect(out[..<done] == expected[..<done], "trial \(trial)")
            #expect(out[done...] == row.destination[done...], "trial \(trial)")
        }
    }

    @Test func sourceRowUnderVaryingCoverage() {
        var random = PNGTestRandom(seed: 19)
        for trial in 0..<4000 {
            let row = Row(count: trial % 41, using: &random)
            var out = row.destination
            Compositor.blendRow(row.source, mode: .sourceOver, coverage: row.coverage, destination: &out, count: out.count)
            #expect(out == reference(row, color: nil) { row.coverage[$0] }, "trial \(trial)")
        }
    }

    /// Four opaque source pixels under full coverage are stored as they are:
    /// rows of images and gradients with runs of full coverage and of opaque
    /// pixels, broken by a pixel that is not, so that groups of four take
    /// the store and the formula side by side.
    @Test func sourceRowOpaqueAndFullyCovered() {
        var random = PNGTestRandom(seed: 20)
        for trial in 0..<3000 {
            var row = Row(count: trial % 45, using: &random)
            for i in row.coverage.indices where random.next() % 9 != 0 {
                row.coverage[i] = 255
                row.source[i] |= 0xFF00_0000
            }
            var out = row.destination
            Compositor.blendRow(row.source, mode: .sourceOver, coverage: row.coverage, destination: &out, count: out.count)
            #expect(out == reference(row, color: nil) { row.coverage[$0] }, "trial \(trial)")
        }
    }
}

private extension PremultipliedPixel {
    /// The pixel with every colour channel limited to its alpha: a valid premultiplied value.
    var premultipliedValid: UInt32 {
        PremultipliedPixel(r: min(r, a), g: min(g, a), b: min(b, a), a: a).packed
    }
}
