import Foundation
import HeadlessImageMocking
import Testing

@Suite("Mock URL helpers")
struct URLHelperTests {
    @Test func size() {
        #expect(URL.imageMock(forWidth: 500, height: 100).absoluteString == "size://500x100")
        #expect(URL.imageMock(forWidth: 12.5, height: 3).absoluteString == "size://12.5x3")
    }

    @Test(arguments: [
        (16.0 / 9.0, "ratio://16:9"), (1.5, "ratio://3:2"), (2, "ratio://2:1"), (9.0 / 16.0, "ratio://9:16"),
        (4.0 / 3.0, "ratio://4:3"), (Double.pi, "ratio://3.141592653589793:1"),
    ])
    func ratio(value: Double, expected: String) {
        #expect(URL.imageMock(withRatio: value).absoluteString == expected)
    }

    @Test func bundle() {
        #expect(
            URL.imageMock(named: "sampleImage1", inBundleID: "testBundle").absoluteString
                == "bundle://testBundle/sampleImage1")
        #expect(URL.imageMock(named: "my photo", inBundleID: "main").absoluteString == "bundle://main/my%20photo")
    }

    @Test func helperURLsLoadWhatTheyDescribe() {
        let mocker = MockTestSupport.mocker()
        #expect(mocker.cachedImage(for: .imageMock(withRatio: 16.0 / 9.0), scale: 1)?.size.height == 500)
        #expect(mocker.cachedImage(for: .imageMock(forWidth: 12.5, height: 3), scale: 2)?.size.width == 12.5)
        #expect(mocker.cachedImage(for: .imageMock(named: "sample", inBundleID: "tests"), scale: 1) != nil)
        #expect(mocker.errors.isEmpty)
    }
}
