import Foundation
import Testing
import UIKit

/// What drawing code written for iOS uses away from views: an image drawn
/// by a plain function, on any thread, colour literals and Core Foundation names.
@Suite("UIKit drawing outside the main actor")
struct DrawingAnywhereTests {
    /// A dot image drawn as an app's `UIImage` extension draws one, in a nonisolated function.
    static func dot(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        }
    }

    @Test("an image renderer draws from a plain function and on other threads at once, each with its own current context")
    func renderersOnManyThreads() async throws {
        let colours: [UIColor] = [.red, .green, .blue, .black]
        let images = await withTaskGroup(of: (Int, CGImage?).self) { group in
            for (index, colour) in colours.enumerated() {
                group.addTask { (index, Self.dot(colour).cgImage) }
            }
            var images: [Int: CGImage?] = [:]
            for await (index, image) in group { images[index] = image }
            return images
        }
        for (index, colour) in colours.enumerated() {
            let image = try #require(images[index] ?? nil)
            let expected = colour.cgColor.sRGB
            #expect(image.bitmap[5, 5].r == UInt8(expected.red * 255) && image.bitmap[5, 5].b == UInt8(expected.blue * 255))
            #expect(image.bitmap[0, 0].a == 255, "the path filled in the same context")
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("colour literals, CFArray gradients and NSInteger compile as on iOS")
    func appleNames() throws {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal.cgColor.sRGB == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor.sRGB)
        let gradient = try #require(
            CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 1), format: format).image { context in
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(image.cgImage!.bitmap[1, 0].r > 240 && image.cgImage!.bitmap[98, 0].b > 240)
        let count: NSInteger = 2
        let unsigned: NSUInteger = 3
        #expect(count + Int(unsigned) == 5)
    }
}
