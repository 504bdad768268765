import Foundation
import HeadlessImageLoading
import HeadlessImageMocking
import HeadlessLayers
import XCTest

/// The seed's XCTest style: set up in `setUp`, restored by the matching call or the end of the test.
final class SetupImageMockingXCTests: XCTestCase {
    let imageMocker = ImageCacheMocker()
    private var previous: (any ImageCaching)?

    override func setUp() {
        super.setUp()
        previous = ImageCache.shared
        imageMocker.setupImageMocking()
    }

    override func tearDown() {
        imageMocker.tearDownImageMocking()
        XCTAssertTrue(ImageCache.shared === previous)
        super.tearDown()
    }

    func testSetupInstallsTheMockerProcessWide() {
        XCTAssertTrue(ImageCache.shared === imageMocker)
        XCTAssertTrue(ImageCache.current === imageMocker)
        XCTAssertTrue(imageMocker.isInstalled)
    }

    func testSetupTwiceAndTearDownOnceRestores() {
        imageMocker.setupImageMocking()
        imageMocker.tearDownImageMocking()
        XCTAssertTrue(ImageCache.shared === previous)
        XCTAssertFalse(imageMocker.isInstalled)
    }

    func testTheEndOfATestRestoresAForgottenTearDown() {
        imageMocker.tearDownImageMocking()
        let forgetful = ImageCacheMocker()
        let inner = XCTestCase(name: "forgetful") { _ in
            forgetful.setupImageMocking()
            _ = ImageCache.shared.cachedImage(for: .imageMock(forWidth: 1, height: 1), scale: 1)
        }
        inner.run()
        XCTAssertEqual(forgetful.requestedURLs, [.imageMock(forWidth: 1, height: 1)])
        XCTAssertFalse(forgetful.isInstalled)
        XCTAssertTrue(ImageCache.shared === previous)
    }
}
