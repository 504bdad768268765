import HeadlessImageComparison
import HeadlessRaster
import TestSupport
import Testing

/// One row of `oracles/pixelmatch/README.md`.
struct PixelmatchCase: Sendable, CustomStringConvertible {
    /// The first fixture.
    let first: String
    /// The second fixture.
    let second: String
    /// The options, blend aside.
    let options: PixelmatchOptions
    /// pixelmatch 6.0.0's count, when the README gives one.
    let version6: Int?
    /// pixelmatch 7.2.0's count.
    let version7: Int
    /// pixelmatch 7.2.0's diff image, under `expected-v7.2.0/`.
    let expectedDiff: String

    var description: String { "\(first)/\(second) → \(expectedDiff)" }

    /// The table, row by row.
    static let table: [PixelmatchCase] = [
        PixelmatchCase(
            first: "1a", second: "1b", options: PixelmatchOptions(threshold: 0.05),
            version6: 143, version7: 143, expectedDiff: "1diff"),
        PixelmatchCase(
            first: "1a", second: "1b", options: PixelmatchOptions(),
            version6: nil, version7: 106, expectedDiff: "1diffdefaultthreshold"),
        PixelmatchCase(
            first: "1a", second: "1b", options: PixelmatchOptions(threshold: 0.05, diffMask: true),
            version6: 143, version7: 143, expectedDiff: "1diffmask"),
        PixelmatchCase(
            first: "1a", second: "1a", options: PixelmatchOptions(threshold: 0, diffMask: true),
            version6: 0, version7: 0, expectedDiff: "1emptydiffmask"),
        PixelmatchCase(
            first: "2a", second: "2b",
            options: PixelmatchOptions(
                threshold: 0.05, alpha: 0.5,
                aaColor: DiffColor(red: 0, green: 192, blue: 0),
                diffColor: DiffColor(red: 255, green: 0, blue: 255)),
            version6: 12437, version7: 12437, expectedDiff: "2diff"),
        PixelmatchCase(
            first: "3a", second: "3b", options: PixelmatchOptions(threshold: 0.05),
            version6: 212, version7: 212, expectedDiff: "3diff"),
        PixelmatchCase(
            first: "4a", second: "4b", options: PixelmatchOptions(threshold: 0.05),
            version6: 36049, version7: 36049, expectedDiff: "4diff"),
        PixelmatchCase(
            first: "5a", second: "5b", options: PixelmatchOptions(threshold: 0.05),
            version6: 0, version7: 6, expectedDiff: "5diff"),
        PixelmatchCase(
            first: "6a", second: "6b", options: PixelmatchOptions(threshold: 0.05),
            version6: 51, version7: 51, expectedDiff: "6diff"),
        PixelmatchCase(
            first: "6a", second: "6a", options: PixelmatchOptions(threshold: 0),
            version6: 0, version7: 0, expectedDiff: "6empty"),
        PixelmatchCase(
            first: "7a", second: "7b",
            options: PixelmatchOptions(diffColorAlt: DiffColor(red: 0, green: 255, blue: 0)),
            version6: 2448, version7: 2448, expectedDiff: "7diff"),
        PixelmatchCase(
            first: "8a", second: "5b", options: PixelmatchOptions(threshold: 0.05),
            version6: 0, version7: 32896, expectedDiff: "8diff"),
    ]
}

@Suite("pixelmatch conformance (oracles/pixelmatch)")
struct PixelmatchConformanceTests {
    @Test("version 7.2 counts and diff images, pixel for pixel", arguments: PixelmatchCase.table)
    func version7(_ row: PixelmatchCase) throws {
        let result = try Pixelmatch.compare(
            PixelmatchOracle.image(row.first), PixelmatchOracle.image(row.second), options: row.options, includingDiff: true
        )
        #expect(result.mismatched == row.version7)
        let expected = try PixelmatchOracle.image("expected-v7.2.0/\(row.expectedDiff)")
        let diff = try #require(result.diff)
        #expect(diff.width == expected.width && diff.height == expected.height)
        let wrong = zip(diff.pixels, expected.pixels).filter { $0 != $1 }.count
        #expect(wrong == 0, "\(wrong) diff pixels differ from \(row.expectedDiff).png")
    }

    @Test("version 6 counts with white blending", arguments: PixelmatchCase.table.filter { $0.version6 != nil })
    func version6(_ row: PixelmatchCase) throws {
        var options = row.options
        options.blend = .white
        let result = try Pixelmatch.compare(PixelmatchOracle.image(row.first), PixelmatchOracle.image(row.second), options: options)
        #expect(result.mismatched == row.version6)
        #expect(result.diff == nil)
    }

    @Test("figures measured beyond the suite: includeAA gives 251, threshold 0 gives 10279")
    func beyondTheSuite() throws {
        let first = try PixelmatchOracle.image("1a"), second = try PixelmatchOracle.image("1b")
        #expect(try Pixelmatch.compare(first, second, options: PixelmatchOptions(threshold: 0.05, includeAA: true)).mismatched == 251)
        #expect(try Pixelmatch.compare(first, second, options: PixelmatchOptions(threshold: 0)).mismatched == 10279)
    }

    @Test(
        "4a and 8a decode to their samples as stored, despite their sRGB and gAMA chunks",
        arguments: [
            ("4a", [41_845_639, 41_300_579, 39_532_749, 46_016_280]),
            ("8a", [11_152_000, 11_176_512, 11_152_000, 16_711_680]),
        ])
    func colourSpaceChunksIgnored(_ name: String, channelSums: [Int]) throws {
        // The sums of each channel over all pixels, as Pillow (no colour management) reads them.
        let pixels = try PixelmatchOracle.image(name).pixels
        let sums = (0..<4).map { channel in pixels.reduce(0) { $0 + Int($1 >> UInt32(channel * 8) & 0xFF) } }
        #expect(sums == channelSums)
    }

    @Test("buffers that do not match the size are refused")
    func pixelCountMismatch() {
        #expect(throws: PixelmatchError.pixelCountMismatch(expected: 4, first: 4, second: 3)) {
            try Pixelmatch.count([0, 0, 0, 0], [0, 0, 0], width: 2, height: 2)
        }
    }

    @Test("images of different sizes are refused, naming both sizes")
    func sizeMismatch() throws {
        let error = #expect(throws: PixelmatchError.self) {
            try Pixelmatch.compare(PixelmatchOracle.image("1a"), PixelmatchOracle.image("2a"))
        }
        #expect(error?.description == "image sizes differ: the first is 512x256, the second 256x256")
    }
}
