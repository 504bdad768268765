import Foundation
import HeadlessGeometry
import HeadlessRaster
import Testing

/// The suite's own tools: the oracle's location, profile conversion, and
/// the recorded table's consistency.
@Suite("Parity: support")
struct OracleSupportTests {
    @Test("the oracle is found beside the repository; a missing file fails with its path")
    func oracleLocation() throws {
        #expect(
            FileManager.default.fileExists(atPath: IOSOracle.url("README.md").path),
            "the iOS fidelity oracle must be at \(IOSOracle.directory.path)")
        do {
            _ = try IOSOracle.data("no-such-pair/no-such-file.png")
            Issue.record("a missing oracle file must throw")
        } catch let error as IOSOracle.Missing {
            #expect(error.description.contains("no-such-pair/no-such-file.png"))
            #expect(error.description.contains("shared/"))
        }
    }

    @Test("Display P3 #EA3323 (iOS's UIColor.red in a P3 file) converts to sRGB red; P3 white stays white")
    func displayP3() {
        let red = ColorProfiles.displayP3ToSRGB(234.0 / 255, 51.0 / 255, 35.0 / 255)
        #expect(Color.byte(red.0) == 255 && Color.byte(red.1) <= 1 && Color.byte(red.2) <= 1, "\(red)")
        let white = ColorProfiles.displayP3ToSRGB(1, 1, 1)
        #expect(Color.byte(white.0) == 255 && Color.byte(white.1) == 255 && Color.byte(white.2) == 255)
    }

    @Test("grey gamma 2.2 converts to sRGB grey: ends fixed, 127 → 128 (both about 21.6 % linear light)")
    func grayGamma() {
        #expect(Color.byte(ColorProfiles.grayGamma22ToSRGB(0)) == 0)
        #expect(Color.byte(ColorProfiles.grayGamma22ToSRGB(1)) == 255)
        #expect(Color.byte(ColorProfiles.grayGamma22ToSRGB(127.0 / 255)) == 128)
    }

    @Test("every recorded figure has a unique key and a non-negative value")
    func table() {
        let keys = ParityFigures.all.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(ParityFigures.all.allSatisfy { $0.ours >= 0 && ($0.iosVsIos ?? 0) >= 0 })
    }
}
