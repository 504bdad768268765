import Foundation
import Testing

@testable import CoreGraphics

/// `CGColor` and `CGColorSpace`, and their conversion to the sRGB this
/// package draws in. Expected sRGB values were computed with Python's
/// colour-science 0.4.7 (Display P3 and sRGB with matrices derived from their
/// primaries, sRGB's curves; grey as g^2.2 encoded with sRGB's curve).
@Suite("CGColor and CGColorSpace")
struct CGColorTests {
    private func srgb(_ color: CGColor) -> [Double] {
        let c = color.sRGB
        return [c.red, c.green, c.blue, c.alpha]
    }

    private func expectClose(_ actual: [Double], _ expected: [Double], _ what: String = "") {
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(what) \(actual) against \(expected)")
    }

    @Test func namedSpacesAndTheirModels() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        #expect(p3.model == .rgb && p3.numberOfComponents == 3 && p3.name == "kCGColorSpaceDisplayP3")
        let gray = CGColorSpaceCreateDeviceGray()
        #expect(gray.model == .monochrome && gray.numberOfComponents == 1 && gray.name == CGColorSpace.genericGrayGamma2_2)
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColorSpace(name: "kCGColorSpaceACESCGLinear") == nil, "an unknown name is nil, not a crash")
    }

    @Test func displayP3ConvertsThroughLinearLight() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) throws -> CGColor {
            try #require(CGColor(colorSpace: p3, components: [r, g, b, 1]))
        }
        expectClose(srgb(try color(0.5, 0.25, 0.75)), [0.537831819931, 0.232131878672, 0.777056909902, 1])
        expectClose(srgb(try color(0.2, 0.8, 0.4)), [0, 0.814000530790, 0.345449273213, 1])
        expectClose(srgb(try color(1, 1, 1)), [1, 1, 1, 1])
        // iOS stores UIColor.red as #EA3323 in a Display P3 image: back in sRGB it is red.
        expectClose(srgb(try color(0xEA / 255.0, 0x33 / 255.0, 0x23 / 255.0)), [1, 0, 0, 1])
        expectClose(
            CGColorSpace.displayP3ToSRGB,
            [
                1.224940176280559, -0.2249401762805604, 0, -0.04205695470968805, 1.042056954709689, 0,
                -0.01963755459033445, -0.07863604555063185, 1.098273600140966,
            ])
    }

    @Test func greyIsGamma22() {
        for (gray, expected) in [(0.0, 0.0), (0.25, 0.241049365242), (0.5, 0.503866782275), (0.75, 0.755448241761), (1, 1)] {
            expectClose(srgb(CGColor(gray: gray, alpha: 0.5)), [expected, expected, expected, 0.5])
        }
        expectClose(srgb(.white), [1, 1, 1, 1])
        expectClose(srgb(.clear), [0, 0, 0, 0])
    }

    @Test func componentsStayInTheirSpace() throws {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.components == [0.2, 0.4, 0.6, 0.8] && color.numberOfComponents == 4 && color.alpha == 0.8)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        let faded = try #require(color.copy(alpha: 0.1))
        #expect(faded.components == [0.2, 0.4, 0.6, 0.1] && faded != color)
        #expect(CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.8) == color)
        #expect(CGColor.black.components == [0, 1] && CGColor.black.colorSpace == CGColorSpaceCreateDeviceGray())
    }

    @Test func badComponentsAreRejectedOrClipped() throws {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGColor(colorSpace: rgb, components: [0, .nan, 0, 1]) == nil)
        #expect(CGColor(colorSpace: rgb, components: [0, .infinity, 0, 1]) == nil)
        expectClose(srgb(CGColor(red: 1.5, green: -0.5, blue: 0.5, alpha: 2)), [1, 0, 0.5, 1], "clipped when drawn")
        #expect(CGColor(red: 1.5, green: -0.5, blue: 0.5, alpha: 2).components == [1.5, -0.5, 0.5, 2], "kept as given")
    }
}
