import Foundation
import HeadlessGeometry
import HeadlessImageLoading
import HeadlessRaster
import Testing

@testable import HeadlessLayers

@Suite("Image view loading")
@MainActor
struct ImageViewLoadingTests {
    let placeholder = Image(bitmap: try! Bitmap(width: 1, height: 1, color: .red))

    /// Waits (bounded) until `view` has no image load in flight.
    private func waitForLoads(of view: View) async throws {
        #expect(try await Waiting.until { view.imageLoadsInFlight.isEmpty })
    }

    @Test func showsThePlaceholderThenTheImageLoadedOverHTTP() async throws {
        let server = try LoopbackHTTPServer(routes: ["/a.png": .init(body: try ImageFixtures.png(), delay: .milliseconds(200))])
        defer { server.stop() }
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var results: [Result<Image, ImageLoadError>] = []
        try await ImageCache.withCurrent(ImageCache()) {
            view.setImage(with: server.url("/a.png"), placeholder: placeholder) { results.append($0) }
            #expect(view.image == placeholder)
            #expect(view.imageLoadsInFlight == [server.url("/a.png")])
            try await waitForLoads(of: view)
        }
        #expect(view.image?.bitmap.width == 4)
        #expect(view.imageURL == server.url("/a.png"))
        #expect(results.count == 1)
        #expect((try? results.first?.get()) == view.image)
    }

    @Test func aFailedLoadKeepsThePlaceholderAndReportsTheError() async throws {
        let view = ImageView(frame: .zero)
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
        var result: Result<Image, ImageLoadError>?
        try await ImageCache.withCurrent(ImageCache()) {
            view.setImage(with: missing, placeholder: placeholder) { result = $0 }
            try await waitForLoads(of: view)
        }
        #expect(view.image == placeholder)
        #expect(result.map { if case .failure(.notFound(missing)) = $0 { true } else { false } } == true)
    }

    @Test func aNewerURLWinsOverALateResult() async throws {
        let slow = StubImageCache(instant: false, delay: .milliseconds(300))
        let view = ImageView(frame: .zero)
        let first = URL(string: "stub://first")!, second = URL(string: "stub://second")!
        var firstResult: Result<Image, ImageLoadError>?
        ImageCache.withCurrent(slow) { view.setImage(with: first, placeholder: placeholder) { firstResult = $0 } }
        ImageCache.withCurrent(StubImageCache(instant: true)) { view.setImage(with: second) }
        #expect(view.imageLoadsInFlight.isEmpty)
        let shown = view.image
        // The slow cache ignores cancellation and finishes its first load late.
        #expect(try await Waiting.until { firstResult != nil })
        #expect(view.image == shown)
        #expect(view.imageURL == second)
        #expect(firstResult.map { if case .failure(.cancelled(first)) = $0 { true } else { false } } == true)
    }

    @Test func settingNilCancelsAndShowsThePlaceholder() async throws {
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .init(body: try ImageFixtures.png(), delay: .seconds(5))])
        defer { server.stop() }
        let cache = ImageCache()
        let view = ImageView(frame: .zero)
        var result: Result<Image, ImageLoadError>?
        ImageCache.withCurrent(cache) {
            view.setImage(with: server.url("/slow.png")) { result = $0 }
        }
        #expect(try await Waiting.until { cache.loadsInFlight == [server.url("/slow.png")] })
        view.setImage(with: nil, placeholder: placeholder)
        #expect(view.image == placeholder)
        #expect(view.imageLoadsInFlight.isEmpty)
        #expect(view.imageURL == nil)
        #expect(try await Waiting.until { result != nil })
        #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
        #expect(cache.loadsInFlight.isEmpty)
    }

    @Test func cancelImageLoadKeepsTheImageShown() async throws {
        let view = ImageView(frame: .zero)
        ImageCache.withCurrent(StubImageCache(instant: false, delay: .seconds(1))) {
            view.setImage(with: URL(string: "stub://slow")!, placeholder: placeholder)
        }
        #expect(view.imageLoadsInFlight.count == 1)
        view.cancelImageLoad()
        #expect(view.imageLoadsInFlight.isEmpty)
        #expect(view.image == placeholder)
    }

    @Test func readsTheCurrentCacheWhenCalled() {
        let view = ImageView(frame: .zero)
        let url = URL(string: "stub://x")!
        ImageCache.withCurrent(StubImageCache(instant: true)) { view.setImage(with: url) }
        #expect(view.image != nil)
        #expect(view.imageLoadsInFlight.isEmpty)
        #expect(ImageCache.current === ImageCache.shared)
    }

    @Test func listsLoadsInFlightThroughADeepTree() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var parent = root
        for _ in 0..<2_000 {
            let child = View(frame: parent.bounds)
            try parent.addSubview(child)
            parent = child
        }
        let leaf = ImageView(frame: parent.bounds), sibling = ImageView(frame: parent.bounds)
        try parent.addSubview(leaf)
        try root.addSubview(sibling)
        ImageCache.withCurrent(StubImageCache(instant: false, delay: .seconds(1))) {
            leaf.setImage(with: URL(string: "stub://deep")!)
            sibling.setImage(with: URL(string: "stub://shallow")!)
        }
        #expect(root.imageLoadsInFlight == [URL(string: "stub://deep")!, URL(string: "stub://shallow")!])
        #expect(leaf.imageLoadsInFlight == [URL(string: "stub://deep")!])
        leaf.cancelImageLoad()
        sibling.cancelImageLoad()
        #expect(root.imageLoadsInFlight.isEmpty)
    }

    @Test func asksAgainAtANewDisplayScale() throws {
        let stub = StubImageCache(instant: true)
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        ImageCache.withCurrent(stub) { view.setImage(with: URL(string: "stub://scaled")!) }
        #expect(view.image?.scale == DeviceProfile.current.scale)
        _ = try view.drawHierarchy(device: DeviceProfile.current)
        #expect(stub.requestedScales == [DeviceProfile.current.scale])
        _ = try view.drawHierarchy(device: .iPad10)
        #expect(view.image?.scale == DeviceProfile.iPad10.scale)
        #expect(stub.requestedScales == [DeviceProfile.current.scale, DeviceProfile.iPad10.scale])
    }

    @Test func releasingTheViewCancelsItsLoad() async throws {
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .init(body: try ImageFixtures.png(), delay: .seconds(5))])
        defer { server.stop() }
        let cache = ImageCache()
        var view: ImageView? = ImageView(frame: .zero)
        ImageCache.withCurrent(cache) { view?.setImage(with: server.url("/slow.png")) }
        #expect(try await Waiting.until { cache.loadsInFlight.count == 1 })
        view = nil
        #expect(try await Waiting.until { cache.loadsInFlight.isEmpty })
    }
}
