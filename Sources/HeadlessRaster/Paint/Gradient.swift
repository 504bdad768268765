import HeadlessGeometry

/// Colours placed along a line from location 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour sits, in `0...1`.
        public var location: Double

        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, sorted by location, locations clamped to `0...1` (NaN becomes 0).
    public let stops: [Stop]

    /// Creates a gradient from stops in any order.
    public init(stops: [Stop]) {
        self.stops =
            stops
            .map { Stop(color: $0.color, location: $0.location.isNaN ? 0 : min(max($0.location, 0), 1)) }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// Creates a gradient whose colours are spread evenly from 0 to 1, as
    /// `CAGradientLayer` does when no locations are given.
    public init(colors: [Color]) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map { index, color in
                Stop(color: color, location: n > 1 ? Double(index) / Double(n - 1) : 0)
            })
    }

    /// The number of entries in a colour table.
    static let tableSize = 256

    /// A table of premultiplied packed colours for `t` in `0...1`, interpolated
    /// in straight (non-premultiplied) sRGB as Core Graphics does, then premultiplied.
    func colorTable() -> [UInt32] {
        guard let first = stops.first, let last = stops.last else {
            return Array(repeating: 0, count: Gradient.tableSize)
        }
        return (0..<Gradient.tableSize).map { index in
            let t = Double(index) / Double(Gradient.tableSize - 1)
            let color: Color
            if t <= first.location {
                color = first.color
            } else if t >= last.location {
                color = last.color
            } else {
                let upper = stops.firstIndex { $0.location >= t } ?? stops.count - 1
                let a = stops[upper - 1], b = stops[upper]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                color = Color(
                    red: a.color.red + (b.color.red - a.color.red) * f,
                    green: a.color.green + (b.color.green - a.color.green) * f,
                    blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                    alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
            }
            return PremultipliedPixel(color).packed
        }
    }
}
