import Foundation
import HeadlessGeometry
import HeadlessImageMocking
import HeadlessLayers
import Testing

/// Gives every `size://` URL a 1 x 1 image: overrides a default provider.
private struct TinyProvider: ImageMockProvider {
    func image(for url: URL, scale: Double) throws(ImageMockError) -> Image? {
        guard url.scheme == "size" else { return nil }
        return try MockImageArtwork.image(for: url, size: Size(width: 1, height: 1), caption: "", scale: scale)
    }
}

@Suite("Custom providers")
struct CustomProviderTests {
    @Test func aSchemeProviderAnswersItsScheme() throws {
        let mocker = MockTestSupport.mocker()
        mocker.registerProvider(forScheme: "Avatar") { url, scale throws(ImageMockError) in
            try MockImageArtwork.image(for: url, size: Size(width: 64, height: 64), caption: url.host ?? "", scale: scale)
        }
        #expect(mocker.cachedImage(for: MockTestSupport.url("avatar://ada"), scale: 2)?.size == Size(width: 64, height: 64))
        #expect(mocker.cachedImage(for: MockTestSupport.url("other://ada"), scale: 2)?.size == Size(width: 400, height: 300))
    }

    @Test func registeredProvidersComeBeforeTheDefaultsNewestFirst() {
        let mocker = MockTestSupport.mocker()
        let url = MockTestSupport.url("size://300x200")
        mocker.registerProvider(TinyProvider())
        #expect(mocker.cachedImage(for: url, scale: 1)?.size == Size(width: 1, height: 1))
        mocker.registerProvider(forScheme: "size") { url, scale throws(ImageMockError) in
            try MockImageArtwork.image(for: url, size: Size(width: 2, height: 2), caption: "", scale: scale)
        }
        #expect(mocker.cachedImage(for: url, scale: 1)?.size == Size(width: 2, height: 2))
    }

    @Test func aRejectingProviderGivesAFailure() {
        let mocker = MockTestSupport.mocker()
        let url = MockTestSupport.url("avatar://")
        mocker.registerProvider(forScheme: "avatar") { url, _ throws(ImageMockError) in
            throw .rejected(url, reason: "an avatar URL needs a user name")
        }
        withKnownIssue {
            #expect(mocker.cachedImage(for: url, scale: 1)?.size == MockTestSupport.errorImageSize)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "mock URL avatar://: an avatar URL needs a user name" }
        }
    }
}
