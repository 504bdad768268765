import Foundation
import HeadlessGeometry
import HeadlessImageLoading
import HeadlessLayers
import HeadlessRaster
import Testing

@Suite("Image cache")
struct ImageCacheTests {
    @Test func loadsFileURLsAndKeepsTheImage() async throws {
        let directory = try ImageFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("dot@2x.png")
        try ImageFixtures.png(width: 4, height: 2).write(to: file)
        let cache = ImageCache()
        #expect(cache.cachedImage(for: file, scale: 1) == nil)
        let image = try await cache.image(for: file, scale: 1)
        #expect(image.scale == 2)
        #expect(image.size == Size(width: 2, height: 1))
        try FileManager.default.removeItem(at: file)
        #expect(cache.cachedImage(for: file, scale: 3) == image)
        #expect(try await cache.image(for: file, scale: 1) == image)
    }

    @Test func loadsDataURLs() async throws {
        let image = try await ImageCache().image(
            for: ImageFixtures.dataURL(ImageFixtures.jpeg, type: "image/jpeg"),
            scale: 1)
        #expect(image.bitmap.width == 16)
    }

    @Test func reportsErrorsAsValuesNamingTheURL() async throws {
        let cache = ImageCache()
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
        await #expect(throws: ImageLoadError.notFound(missing)) { try await cache.image(for: missing, scale: 1) }
        let text = ImageFixtures.dataURL(Data("hello".utf8), type: "text/plain")
        await #expect(throws: ImageLoadError.notAnImage(text, .unrecognizedFormat)) {
            try await cache.image(for: text, scale: 1)
        }
        let ftp = URL(string: "ftp://example.com/a.png")!
        await #expect(throws: ImageLoadError.unsupportedURL(ftp, reason: "unsupported scheme \"ftp\"")) {
            try await cache.image(for: ftp, scale: 1)
        }
        let malformed = URL(string: "data:image/png;base64")!
        await #expect(throws: ImageLoadError.unsupportedURL(malformed, reason: "malformed data URL")) {
            try await cache.image(for: malformed, scale: 1)
        }
        #expect(ImageLoadError.notFound(missing).description.contains(missing.absoluteString))
    }

    @Test func loadsOverHTTPAndReportsStatusAndContent() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/a.png": .init(body: try ImageFixtures.png()),
            "/b.jpg": .init(body: ImageFixtures.jpeg),
            "/text": .init(body: Data("<html>".utf8)),
            "/broken": .init(status: 500),
        ])
        defer { server.stop() }
        let cache = ImageCache()
        #expect(try await cache.image(for: server.url("/a.png"), scale: 1).bitmap.width == 4)
        #expect(try await cache.image(for: server.url("/b.jpg"), scale: 1).bitmap.width == 16)
        await #expect(throws: ImageLoadError.httpStatus(server.url("/missing.png"), 404)) {
            try await cache.image(for: server.url("/missing.png"), scale: 1)
        }
        await #expect(throws: ImageLoadError.httpStatus(server.url("/broken"), 500)) {
            try await cache.image(for: server.url("/broken"), scale: 1)
        }
        await #expect(throws: ImageLoadError.notAnImage(server.url("/text"), .unrecognizedFormat)) {
            try await cache.image(for: server.url("/text"), scale: 1)
        }
        #expect(cache.cachedURLs == [server.url("/a.png"), server.url("/b.jpg")])
    }

    @Test func sharesOneLoadPerURLAndListsItInFlight() async throws {
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .init(body: try ImageFixtures.png(), delay: .seconds(1))])
        defer { server.stop() }
        let cache = ImageCache(), url = server.url("/slow.png")
        async let first = cache.image(for: url, scale: 1)
        async let second = cache.image(for: url, scale: 1)
        #expect(try await Waiting.until { cache.loadsInFlight == [url] })
        let (a, b) = try await (first, second)
        #expect(a == b)
        #expect(cache.loadsInFlight.isEmpty)
        #expect(server.requestedPaths == ["/slow.png"])
    }

    @Test func cancellingTheOnlyWaiterEndsTheLoadAtOnce() async throws {
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .init(body: try ImageFixtures.png(), delay: .seconds(5))])
        defer { server.stop() }
        let cache = ImageCache(), url = server.url("/slow.png")
        let task = Task { try await cache.image(for: url, scale: 1) }
        #expect(try await Waiting.until { cache.loadsInFlight == [url] })
        let start = ContinuousClock.now
        task.cancel()
        await #expect(throws: ImageLoadError.cancelled(url)) { try await task.value }
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(cache.loadsInFlight.isEmpty)
        #expect(cache.cachedImage(for: url, scale: 1) == nil)
    }

    @Test func anAlreadyCancelledTaskGetsCancelled() async throws {
        let cache = ImageCache(), url = ImageFixtures.dataURL(try ImageFixtures.png())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await cache.image(for: url, scale: 1)
        }
        await #expect(throws: ImageLoadError.cancelled(url)) { try await task.value }
    }

    @Test func evictsTheLeastRecentlyUsedImagesOverTheCostLimit() async throws {
        // Each 4x2 image costs 32 bytes; three fit in 100.
        let cache = ImageCache(costLimit: 100)
        let urls = try (0..<4).map { ImageFixtures.dataURL(try ImageFixtures.png(color: Color(red: Double($0) / 4, green: 0, blue: 0))) }
        for url in urls.prefix(3) { _ = try await cache.image(for: url, scale: 1) }
        _ = cache.cachedImage(for: urls[0], scale: 1)
        _ = try await cache.image(for: urls[3], scale: 1)
        #expect(cache.cachedURLs == [urls[2], urls[0], urls[3]])
        cache.costLimit = 40
        #expect(cache.cachedURLs == [urls[3]])
        let big = ImageFixtures.dataURL(try ImageFixtures.png(width: 10, height: 10))
        _ = try await cache.image(for: big, scale: 1)
        #expect(cache.cachedImage(for: big, scale: 1) == nil)
        cache.removeAllImages()
        #expect(cache.cachedURLs.isEmpty)
    }
}
