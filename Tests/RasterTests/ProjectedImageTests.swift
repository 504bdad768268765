import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Images drawn through a projective transform: the plane of a layer in perspective.
@Suite struct ProjectedImageTests {
    /// A 100 x 100 image, red on the left half and blue on the right.
    private func halves() throws -> Bitmap {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.fill(Rect(x: 0, y: 0, width: 50, height: 100), color: Color(hex: 0xFF0000))
        canvas.fill(Rect(x: 50, y: 0, width: 50, height: 100), color: Color(hex: 0x0000FF))
        return canvas.bitmap
    }

    /// Perspective along x: W = 1 + x / 400, so the right side shrinks towards the origin.
    private let perspective = ProjectiveTransform(m11: 1, m12: 0, m13: 1.0 / 400, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    @Test func coverageIsTheProjectedQuadsArea() throws {
        let canvas = try Canvas(width: 120, height: 120)
        let placed = perspective.concatenating(ProjectiveTransform(AffineTransform(translationX: 10, y: 10)))
        canvas.draw(try halves(), in: Rect(x: 0, y: 0, width: 100, height: 100), projection: placed)
        // The corners by hand: (0,0), (80,0), (80,80), (0,100), each moved by (10, 10);
        // the quad is a trapezoid with parallel sides 100 and 80, 80 apart.
        let exact = (100.0 + 80.0) / 2 * 80
        var covered = 0.0
        for y in 0..<120 { for x in 0..<120 { covered += Double(canvas.bitmap[x, y].a) / 255 } }
        #expect(abs(covered - exact) < 2, "covered \(covered), exact \(exact)")
        #expect(canvas.bitmap[11, 108].a == 255 && canvas.bitmap[95, 95].a == 0)
    }

    @Test func eachPixelSamplesWhereItLandsInThePlane() throws {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.draw(try halves(), in: Rect(x: 0, y: 0, width: 100, height: 100), projection: perspective)
        // The seam x = 50 lands at 50 / (1 + 50 / 400) = 44.44, not at the
        // quad's middle (40): perspective keeps more of the near half.
        let row = 30
        #expect(canvas.bitmap[42, row].r == 255 && canvas.bitmap[42, row].b == 0)
        #expect(canvas.bitmap[46, row].b == 255 && canvas.bitmap[46, row].r == 0)
        #expect(canvas.bitmap[40, row].r == 255)
    }

    @Test func thePartBehindTheEyeIsCutAway() throws {
        // W = 1 − x / 50: the plane from x = 50 on is behind the eye.
        let behind = ProjectiveTransform(m11: 1, m12: 0, m13: -1.0 / 50, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let canvas = try Canvas(width: 100, height: 100)
        canvas.draw(try halves(), in: Rect(x: 0, y: 0, width: 100, height: 100), projection: behind)
        // Red (x < 50) stretches towards infinity; nothing of the blue half shows.
        var blue = 0, red = 0
        for y in 0..<100 {
            for x in 0..<100 {
                if canvas.bitmap[x, y].b > 0 { blue += 1 }
                if canvas.bitmap[x, y].r > 0 { red += 1 }
            }
        }
        #expect(blue == 0 && red > 0)
        #expect(canvas.bitmap[5, 5].r == 255)

        let allBehind = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
        let untouched = try Canvas(width: 20, height: 20)
        untouched.draw(try halves(), in: Rect(x: 0, y: 0, width: 10, height: 10), projection: allBehind)
        #expect(untouched.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func singularOrNonFiniteProjectionsDrawNothing() throws {
        let canvas = try Canvas(width: 20, height: 20)
        var flat = ProjectiveTransform.identity
        flat.m22 = 0
        canvas.draw(try halves(), in: Rect(x: 0, y: 0, width: 10, height: 10), projection: flat)
        var broken = perspective
        broken.m13 = .nan
        canvas.draw(try halves(), in: Rect(x: 0, y: 0, width: 10, height: 10), projection: broken)
        #expect(canvas.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func aRecordingReplaysTheSamePixels() throws {
        let direct = try Canvas(width: 100, height: 100)
        direct.draw(try halves(), in: Rect(x: 0, y: 0, width: 100, height: 100), projection: perspective)
        let recording = try Canvas(recordingWidth: 100, height: 100)
        recording.draw(try halves(), in: Rect(x: 0, y: 0, width: 100, height: 100), projection: perspective)
        #expect(try #require(recording.recording).rendered() == direct.bitmap)
    }
}
