import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Gradient layers (axial and radial, colours and locations) and text layers.
@Suite @MainActor struct GradientAndTextLayerTests {
    private func gradient(_ configure: (GradientLayer) -> Void) throws -> Bitmap {
        let layer = GradientLayer()
        layer.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        layer.colors = [.red, .blue]
        configure(layer)
        return try TestSupport.render(try TestSupport.root([layer]))
    }

    @Test func axialGradientRunsFromStartToEndPoint() throws {
        let vertical = try gradient { _ in }
        #expect(vertical.rgba(10, 0)[0] > 240 && vertical.rgba(10, 19)[2] > 240)
        #expect(vertical.rgba(0, 5) == vertical.rgba(19, 5))
        let horizontal = try gradient {
            $0.startPoint = Point(x: 0, y: 0.5)
            $0.endPoint = Point(x: 1, y: 0.5)
        }
        #expect(horizontal.rgba(0, 10)[0] > 240 && horizontal.rgba(19, 10)[2] > 240)
        #expect(horizontal.rgba(5, 0) == horizontal.rgba(5, 19))
    }

    @Test func locationsMoveTheColours() throws {
        let early = try gradient { $0.locations = [0, 0.25] }
        #expect(early.rgba(10, 10) == RGBA.blue)
        let mismatched = try gradient { $0.locations = [0.5] }  // ignored: spread evenly
        #expect(mismatched.rgba(10, 10)[2] > 100 && mismatched.rgba(10, 10)[0] > 100)
    }

    @Test func radialGradientGrowsFromTheStartPoint() throws {
        let image = try gradient {
            $0.type = .radial
            $0.startPoint = Point(x: 0.5, y: 0.5)
            $0.endPoint = Point(x: 1, y: 1)
        }
        #expect(image.rgba(10, 10)[0] > 230 && image.rgba(0, 10)[2] > 230 && image.rgba(10, 0)[2] > 230)
        #expect(image.rgba(5, 10) == image.rgba(10, 5))
    }

    @Test func textLayerDrawsItsStringFromTheTop() throws {
        let layer = TextLayer()
        layer.frame = Rect(x: 0, y: 0, width: 60, height: 30)
        layer.string = "Hi"
        layer.foregroundColor = .black
        let image = try TestSupport.render(try TestSupport.root(width: 60, height: 30, [layer]), width: 60, height: 30)
        let inked = (0..<30).filter { y in (0..<60).contains { image.rgba($0, y)[3] > 128 } }
        #expect(!inked.isEmpty && inked.min()! < 8 && inked.max()! < 20)
        let baseline = try #require(layer.textLayout?.baselines.first)
        #expect(baseline > 10 && baseline < 20)
    }
}
