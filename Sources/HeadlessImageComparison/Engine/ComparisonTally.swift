import HeadlessRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The figures of one pass over two bitmaps of one size that are not identical.
struct ComparisonTally {
    /// Pixels beyond the largest allowed channel delta that the mode judges changed.
    var differing = 0
    /// Pixels beyond the largest allowed channel delta excused as anti-aliasing.
    var excused = 0
    /// The largest channel delta of any pixel.
    var largestChannelDelta = 0
    /// The smallest and largest column and row of the differing pixels.
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    /// How many changed pixels (by the mode alone) have each largest channel delta 0...255.
    var changedByDelta = [Int](repeating: 0, count: 256)
    /// The differing pixels gathered in square cells (``ChangedAreas``).
    var areas = ChangedAreas(width: 0, height: 0)

    /// The tally of identical bitmaps.
    static let identical = ComparisonTally()

    /// A tally of nothing.
    private init() {}

    /// Tallies every pixel; rows whose bytes are equal are skipped whole.
    init(_ judge: PixelJudge, width: Int, height: Int, maxChannelDelta: Int) {
        areas = ChangedAreas(width: width, height: height)
        let reference = judge.reference.baseAddress!, candidate = judge.candidate.baseAddress!
        for y in 0..<height where memcmp(reference + y * width, candidate + y * width, width * 4) != 0 {
            for x in 0..<width {
                let (delta, verdict) = judge.assess(y * width + x, x: x, y: y)
                largestChannelDelta = max(largestChannelDelta, delta)
                if verdict == .changed { changedByDelta[delta] += 1 }
                guard delta > maxChannelDelta else { continue }
                switch verdict {
                case .same: continue
                case .excused: excused += 1
                case .changed:
                    differing += 1
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                    areas.add(x: x, y: y)
                }
            }
        }
    }

    /// The bounding box of the differing pixels; nil when none differ.
    var changedBounds: PixelRegion? {
        differing == 0 ? nil : PixelRegion(x0: minX, y0: minY, x1: maxX + 1, y1: maxY + 1)
    }

    /// The smallest largest-allowed channel delta under which no more pixels differ than `options` allow.
    func smallestPassingMaxChannelDelta(options: ComparisonOptions, total: Int) -> Int {
        var beyond = changedByDelta.reduce(0, +)
        for tolerance in 0...255 {
            beyond -= changedByDelta[tolerance]
            if options.allows(beyond, of: total) { return tolerance }
        }
        return 255
    }
}
