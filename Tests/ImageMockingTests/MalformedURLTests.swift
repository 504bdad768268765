import Foundation
import HeadlessGeometry
import HeadlessImageMocking
import HeadlessLayers
import Testing

@Suite("Malformed mock URLs")
struct MalformedURLTests {
    static let cases: [(String, ImageMockError)] = {
        let u = MockTestSupport.url
        return [
            ("size://abc", .malformedSize(u("size://abc"))),
            ("size://0x10", .malformedSize(u("size://0x10"))),
            ("size://10", .malformedSize(u("size://10"))),
            ("size://infx5", .malformedSize(u("size://infx5"))),
            ("size://1e3x5", .malformedSize(u("size://1e3x5"))),
            ("size://100000x100000", .tooLarge(u("size://100000x100000"), width: 100_000, height: 100_000)),
            ("ratio://0:0", .malformedRatio(u("ratio://0:0"))),
            ("ratio://3", .malformedRatio(u("ratio://3"))),
            ("ratio://a/b", .malformedRatio(u("ratio://a/b"))),
            ("ratio://100000:1", .tooLarge(u("ratio://100000:1"), width: 50_000_000, height: 500)),
            ("bundle://tests", .malformedBundleURL(u("bundle://tests"))),
            ("bundle://tests/", .malformedBundleURL(u("bundle://tests/"))),
            (
                "bundle://nowhere/sample",
                .unknownBundle(
                    u("bundle://nowhere/sample"), id: "nowhere",
                    registered: ["main", "tests"])
            ),
            ("bundle://tests/missing", .imageNotFound(u("bundle://tests/missing"), name: "missing", bundleID: "tests")),
        ]
    }()

    @Test(arguments: cases)
    func givesAnErrorImageAndAFailureNamingTheURL(url: String, expected: ImageMockError) {
        let mocker = MockTestSupport.mocker()
        var image: Image?
        withKnownIssue {
            image = mocker.cachedImage(for: MockTestSupport.url(url), scale: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(url) }
        }
        #expect(image?.size == MockTestSupport.errorImageSize)
        #expect(mocker.errors == [expected])
        #expect(expected.description.contains(url))
    }

    @Test func anUndecodableResourceNamesTheFile() {
        let mocker = MockTestSupport.mocker()
        withKnownIssue {
            _ = mocker.cachedImage(for: MockTestSupport.url("bundle://tests/broken"), scale: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("bundle://tests/broken") && $0.rawValue.contains("broken.png") }
        }
        guard case .unreadableImage = mocker.errors.first else {
            Issue.record("expected an unreadable image error, got \(mocker.errors)")
            return
        }
    }
}
