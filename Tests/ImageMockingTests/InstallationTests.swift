import Foundation
import HeadlessImageLoading
import HeadlessImageMocking
import HeadlessLayers
import Testing

@Suite("Installing the mocker (Swift Testing)")
struct InstallationTests {
    @Test func withImageMockingScopesTheMockerAndRestoresTheCache() async throws {
        let outer = ImageCache.current
        let mocker = ImageCacheMocker(), inner = ImageCacheMocker()
        await mocker.withImageMocking {
            #expect(ImageCache.current === mocker)
            inner.withImageMocking { #expect(ImageCache.current === inner) }
            #expect(ImageCache.current === mocker)
            await Task { #expect(ImageCache.current === mocker) }.value
        }
        #expect(ImageCache.current === outer)
    }

    @Test func setupImageMockingRefusesToSwapTheProcessWideCacheInSwiftTesting() {
        let mocker = ImageCacheMocker()
        let shared = ImageCache.shared
        withKnownIssue {
            mocker.setupImageMocking()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("withImageMocking") }
        }
        #expect(!mocker.isInstalled)
        #expect(ImageCache.shared === shared)
    }
}
