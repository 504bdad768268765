import Foundation
import HeadlessGeometry
import HeadlessImageMocking
import HeadlessLayers

/// The demo screen for the example snapshot suite: a title and three image
/// views loading `size://`, `ratio://` and `bundle://` mock URLs, stacked
/// and sized to the screen width. Build it inside `mocker().withImageMocking { }`.
@MainActor
enum ImageGalleryScreen {
    /// The URLs the screen loads, top to bottom.
    static let urls = [
        URL.imageMock(forWidth: 1280, height: 720),
        URL.imageMock(withRatio: 3.0 / 2.0),
        URL.imageMock(named: "sample", inBundleID: "tests"),
    ]

    /// A mocker with this target's resources (sample.png, sample@2x.png) registered as `tests`.
    nonisolated static func mocker() -> ImageCacheMocker {
        let mocker = ImageCacheMocker()
        mocker.registerBundle(.module, as: "tests")
        return mocker
    }

    /// The screen for `device`, with its images set through `ImageCache.current`.
    static func make(for device: DeviceProfile) throws -> View {
        let width = device.screenSize.width, margin = 16.0, imageWidth = width - 2 * margin
        let screen = View(frame: Rect(origin: .zero, size: device.screenSize))
        screen.backgroundColor = .systemBackground
        let title = Label(text: "Image mocking")
        title.frame = Rect(x: margin, y: 24, width: imageWidth, height: title.frame.height)
        try screen.addSubview(title)
        var top = title.frame.maxY + 12
        for url in urls {
            let imageView = ImageView(frame: Rect(x: margin, y: top, width: imageWidth, height: imageWidth * 9 / 16))
            imageView.contentMode = .scaleAspectFit
            imageView.setImage(with: url)
            try screen.addSubview(imageView)
            top = imageView.frame.maxY + 12
        }
        return screen
    }
}
