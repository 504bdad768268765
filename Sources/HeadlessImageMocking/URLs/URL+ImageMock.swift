import Foundation

/// Building the URLs the default providers understand.
extension URL {
    /// `size://WIDTHxHEIGHT`: an image of that size in points.
    ///
    /// ```swift
    /// URL.imageMock(forWidth: 500, height: 100)  // size://500x100
    /// ```
    public static func imageMock(forWidth width: Double, height: Double) -> URL {
        mock("size://\(MockRatio.format(width))x\(MockRatio.format(height))")
    }

    /// `ratio://W:H`: an image of ratio `ratio` (width over height), 500 points
    /// high. A ratio of two small whole numbers is written as such: 16/9
    /// gives `ratio://16:9`, not a long decimal.
    ///
    /// ```swift
    /// URL.imageMock(withRatio: 16.0 / 9.0)  // ratio://16:9
    /// ```
    public static func imageMock(withRatio ratio: Double) -> URL {
        let (width, height) = MockRatio.fraction(approximating: ratio)
        return mock("ratio://\(width):\(height)")
    }

    /// `bundle://ID/NAME`: the image resource `NAME` of the bundle registered
    /// as `ID` (see `ImageCacheMocker.registerBundle(_:as:)`); both parts are percent-encoded.
    ///
    /// ```swift
    /// URL.imageMock(named: "sampleImage1", inBundleID: "testBundle")  // bundle://testBundle/sampleImage1
    /// ```
    public static func imageMock(named name: String, inBundleID bundleID: String) -> URL {
        mock("bundle://\(encoded(bundleID))/\(encoded(name))")
    }

    /// `text` with every character but letters, digits, `-`, `_`, `.` and `@` percent-encoded.
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    private static let allowed = CharacterSet(
        charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@")

    /// The URL of `text`, which the helpers build from a scheme, `://` and
    /// characters that are valid in any URL, so parsing cannot fail.
    private static func mock(_ text: String) -> URL {
        guard let url = URL(string: text) else { preconditionFailure("\(text) is a valid URL by construction") }
        return url
    }
}
