import Foundation
import HeadlessGeometry
import HeadlessImageMocking
import HeadlessLayers

/// Helpers shared by the ImageMocking tests.
enum MockTestSupport {
    /// A mocker with this target's resources registered as `tests`.
    static func mocker() -> ImageCacheMocker {
        let mocker = ImageCacheMocker()
        mocker.registerBundle(.module, as: "tests")
        return mocker
    }

    /// The URL of `text`; the tests only use valid URLs.
    static func url(_ text: String) -> URL { URL(string: text)! }

    /// The size of the red error image.
    static let errorImageSize = Size(width: 320, height: 200)
}
