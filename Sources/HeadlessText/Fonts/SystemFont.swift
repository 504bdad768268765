/// How the bundled Inter stands in for San Francisco, iOS's system font,
/// which cannot be shipped: iOS's *metrics* with an open font. The choice
/// and every number here were measured against real iOS layouts
/// (`Documentation/SystemFontChoice.md`).
///
/// - **Optical sizes.** San Francisco has a Text design for small sizes and
///   a Display design for large ones; since iOS 14 it moves between them
///   from 17 to 28 points. Inter has the same two designs as two families,
///   Inter and Inter Display; the switch is at 22.5 points, the middle of
///   Apple's range (WWDC 2020, "The details of UI typography").
/// - **Tracking.** The system font's text design carries Apple's
///   size-specific tracking (Apple Human Interface Guidelines, Typography,
///   "Tracking values", SF Pro), added after every character as Core Text
///   adds it. Inter Display's own spacing already matches SF's display
///   widths, so it takes none.
/// - **Vertical metrics.** Every size has San Francisco's line: ascender
///   1950 and descender 494 units of 2048, no line gap, so that
///   `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287 points as on iOS.
package enum SystemFont {
    /// The family of the text design, below ``displayMinimumSize``.
    package static let textFamily = "Inter"
    /// The family of the display design, from ``displayMinimumSize`` up.
    package static let displayFamily = "Inter Display"
    /// The smallest size, in points, drawn with the display design.
    package static let displayMinimumSize = 22.5

    /// San Francisco's ascender, in ems (1950 of 2048 units).
    static let ascender = 1950.0 / 2048
    /// San Francisco's descender, in ems (−494 of 2048 units).
    static let descender = -494.0 / 2048

    /// The family that draws the system font at `size` points.
    static func family(forSize size: Double) -> String {
        size < displayMinimumSize ? textFamily : displayFamily
    }

    /// The space added after each character of the text design at `size`
    /// points, in ems: Apple's table, linear between its rows and held at
    /// its ends.
    static func tracking(atSize size: Double) -> Double {
        guard let upper = trackingTable.firstIndex(where: { $0.size >= size }) else {
            return trackingTable[trackingTable.count - 1].thousandths / 1000
        }
        guard upper > 0 else { return trackingTable[0].thousandths / 1000 }
        let low = trackingTable[upper - 1], high = trackingTable[upper]
        let fraction = (size - low.size) / (high.size - low.size)
        return (low.thousandths + fraction * (high.thousandths - low.thousandths)) / 1000
    }

    /// Apple Human Interface Guidelines, Typography, "Tracking values", iOS,
    /// SF Pro: size in points and tracking in thousandths of an em, for the
    /// sizes the text design draws.
    private static let trackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3),
    ]
}
