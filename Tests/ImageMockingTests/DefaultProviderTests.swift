import Foundation
import HeadlessGeometry
import HeadlessImageMocking
import HeadlessLayers
import HeadlessRaster
import Testing

@Suite("Default providers")
struct DefaultProviderTests {
    let mocker = MockTestSupport.mocker()
    private func mock(_ text: String, scale: Double = 1) -> Image? {
        mocker.cachedImage(for: MockTestSupport.url(text), scale: scale)
    }

    @Test func sizeGivesThatSizeInPointsAtTheDisplayScale() throws {
        let image = try #require(mock("size://300x200", scale: 2))
        #expect(image.size == Size(width: 300, height: 200))
        #expect(image.scale == 2)
        #expect(image.bitmap.width == 600 && image.bitmap.height == 400)
        #expect(mocker.errors.isEmpty)
    }

    @Test func largeSizesAreDrawnAtScaleOne() throws {
        let image = try #require(mock("size://1920x1080", scale: 3))
        #expect(image.size == Size(width: 1920, height: 1080))
        #expect(image.scale == 1)
    }

    @Test func generatedImagesAreDeterministicAndDifferByURL() throws {
        let first = try #require(mock("size://120x80")), again = try #require(mock("size://120x80"))
        #expect(first == again)
        #expect(first != mock("size://120x80#other"))
        // The caption plate makes the middle lighter than the gradient at the same height near the edge.
        let middle = first.bitmap[60, 40], edge = first.bitmap[3, 40]
        #expect(middle != edge)
    }

    @Test(arguments: ["ratio://3:2", "ratio://3/2", "ratio://1.5:1"])
    func ratioIs500PointsHigh(url: String) throws {
        let image = try #require(mock(url))
        #expect(image.size == Size(width: 750, height: 500))
    }

    @Test func ratioWidthIsRoundedToWholePoints() throws {
        #expect(mock("ratio://16:9")?.size == Size(width: 889, height: 500))
    }

    @Test func bundleGivesTheResourceAtTheBestScale() throws {
        let one = try #require(mock("bundle://tests/sample", scale: 1))
        #expect(one.scale == 1 && one.size == Size(width: 60, height: 40))
        let two = try #require(mock("bundle://tests/sample", scale: 2))
        #expect(two.scale == 2 && two.size == Size(width: 60, height: 40))
        #expect(two.bitmap[0, 0] == PremultipliedPixel(Color(red8: 0, green8: 150, blue8: 136)))
        #expect(mock("bundle://tests/sample", scale: 3)?.scale == 2)
        let explicit = try #require(mock("bundle://tests/sample.png", scale: 2))
        #expect(explicit.scale == 1)
        #expect(mocker.errors.isEmpty)
    }

    @Test func otherURLsGetTheDefaultImage() throws {
        let image = try #require(mock("https://example.com/photo.jpg", scale: 2))
        #expect(image.size == Size(width: 400, height: 300))
        #expect(mocker.errors.isEmpty)
    }

    @Test func asyncLoadsAnswerTheSame() async throws {
        let url = MockTestSupport.url("size://10x20")
        #expect(try await mocker.image(for: url, scale: 1) == mocker.cachedImage(for: url, scale: 1))
    }
}
