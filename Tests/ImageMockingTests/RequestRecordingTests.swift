import Foundation
import HeadlessGeometry
import HeadlessImageMocking
import HeadlessLayers
import HeadlessMocking
import Testing

@Suite("Request recording")
@MainActor
struct RequestRecordingTests {
    @Test func recordsEveryRequestInOrderThroughMocking() throws {
        let mocker = MockTestSupport.mocker()
        let a = URL.imageMock(forWidth: 30, height: 20), b = URL.imageMock(withRatio: 1.5)
        let first = ImageView(frame: .zero), second = ImageView(frame: .zero)
        mocker.withImageMocking {
            first.setImage(with: a)
            second.setImage(with: b)
            first.setImage(with: a)
        }
        #expect(mocker.requestedURLs == [a, b, a])
        #expect(mocker.requestCount(for: a) == 2)
        #expect(mocker.requestCount(for: URL.imageMock(forWidth: 1, height: 1)) == 0)
        #expect(mocker.hasCalled(mocker.imageRequestRef, numberOfTimes: 3))
        #expect(mocker.executions(of: mocker.imageRequestRef).map(\.arguments) == [a, b, a])
        mocker.resetCalls()
        #expect(mocker.requestedURLs.isEmpty)
    }

    @Test func viewsShowMockImagesAtOnceWithoutLoadsInFlight() throws {
        let mocker = MockTestSupport.mocker()
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 30, height: 20))
        var completions = 0
        mocker.withImageMocking {
            view.setImage(with: .imageMock(forWidth: 30, height: 20)) { _ in completions += 1 }
        }
        #expect(view.image?.size == Size(width: 30, height: 20))
        #expect(view.image?.scale == DeviceProfile.current.scale)
        #expect(view.imageLoadsInFlight.isEmpty)
        #expect(completions == 1)
    }
}
