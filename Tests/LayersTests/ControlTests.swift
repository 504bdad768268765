import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Image views, buttons, visual effect views and windows.
@Suite @MainActor struct ControlTests {
    private func imageView(_ mode: ContentMode) throws -> Bitmap {
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        view.image = Image(bitmap: try TestSupport.solidImage(width: 8, height: 8, .red), scale: 2)
        view.contentMode = mode
        return try TestSupport.render(view.layer)
    }

    @Test func imageViewPlacesItsImageByContentMode() throws {
        #expect(try imageView(.scaleToFill).rgba(19, 9) == RGBA.red)
        let fit = try imageView(.scaleAspectFit)
        #expect(fit.rgba(5, 5) == RGBA.red && fit.rgba(4, 5) == RGBA.clear && fit.rgba(15, 5) == RGBA.clear)
        #expect(try imageView(.scaleAspectFill).rgba(0, 12) == RGBA.red)
        let placements: [(ContentMode, Int, Int)] = [
            (.center, 8, 3), (.top, 8, 0), (.bottom, 8, 6), (.left, 0, 3),
            (.right, 16, 3),
        ]
        for (mode, x, y) in placements {
            let image = try imageView(mode)
            #expect(image.rgba(x, y) == RGBA.red && image.rgba(x + 3, y + 3) == RGBA.red, "\(mode)")
            #expect(x + 4 >= 20 || image.rgba(x + 4, y + 3) == RGBA.clear, "\(mode)")
        }
        let view = ImageView(image: Image(bitmap: try TestSupport.solidImage(width: 8, height: 6, .red), scale: 2))
        #expect(view.frame.size == Size(width: 4, height: 3) && view.intrinsicContentSize == Size(width: 4, height: 3))
        #expect(ImageView().intrinsicContentSize.width == View.noIntrinsicMetric)
    }

    @Test func buttonCentresImageAndTitleOverItsBackground() throws {
        let button = Button(title: "Go")
        let titleSize = button.titleLabel.sizeThatFits(.zero)
        #expect(titleSize.height == 18, "the 15-point system font's line, 17.9 points, rounded up")
        #expect(
            button.frame.size == Size(width: titleSize.width, height: 30),
            "without insets, 6 points above and below the title, as UIKit's 30-point system button")
        button.image = Image(bitmap: try TestSupport.solidImage(width: 10, height: 10, .green))
        button.contentEdgeInsets = EdgeInsets(all: 5)
        button.sizeToFit()
        #expect(button.frame.width == 10 + 8 + titleSize.width + 10)
        button.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        button.backgroundColor = .blue
        let image = try TestSupport.render(button.layer, width: 100, height: 40)
        let start = (100 - (18 + titleSize.width)) / 2
        #expect(button.imageView.frame == Rect(x: start, y: 15, width: 10, height: 10))
        #expect(button.titleLabel.frame.x == start + 18)
        #expect(image.rgba(Int(start) + 5, 20) == RGBA.green && image.rgba(2, 2) == RGBA.blue)
        #expect(button.titleLabel.textColor.resolved(with: .unattached) == Color(hex: 0x007AFF))
        button.titleColor = .white
        button.backgroundImage = Image(bitmap: try TestSupport.solidImage(width: 2, height: 2, .red))
        _ = try TestSupport.render(button.layer, width: 100, height: 40)
        #expect(button.titleLabel.textColor.resolved(with: .unattached) == .white)
        #expect(try TestSupport.render(button.layer, width: 100, height: 40).rgba(2, 2) == RGBA.red)
        button.traitOverrides.layoutDirection = .rightToLeft
        button.layoutIfNeeded()
        #expect(button.imageView.frame.maxX == 100 - start)
    }

    @Test func windowCoversTheDeviceScreen() throws {
        let window = Window(device: .iPhoneSE3)
        let view = View()
        try window.addSubview(view)
        #expect(window.frame == Rect(x: 0, y: 0, width: 375, height: 667) && view.window === window)
        window.device = .iPhoneSE3Landscape
        #expect(window.frame.size == Size(width: 667, height: 375))
        #expect(View().window == nil)
    }
}
