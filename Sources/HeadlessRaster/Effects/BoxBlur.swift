/// An approximate Gaussian blur by three successive box blurs, the method of
/// the SVG `feGaussianBlur` specification: for a standard deviation `sigma`,
/// box size `d = floor(sigma * 3 * sqrt(2 * pi) / 4 + 0.5)`; an odd `d` uses
/// three centred boxes, an even `d` two boxes offset by half a pixel each way
/// and one of size `d + 1`. Integer running sums make it exact and the same
/// everywhere, at a cost independent of `sigma`.
enum BoxBlur {
    /// What lies beyond the edges of the blurred area.
    enum Edges {
        /// Zero: a shape's blur fades out past the area.
        case transparent
        /// The edge value repeats: a backdrop keeps its colour up to the edges.
        case extend
    }

    /// The margin a blur of `sigma` spreads a mask by, in pixels.
    static func margin(sigma: Double) -> Int {
        let d = boxSize(sigma: sigma)
        return d == 0 ? 0 : (3 * d) / 2 + 2
    }

    /// The box size for `sigma` (0 when no blur applies).
    static func boxSize(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((min(sigma, 10_000) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// Blurs an 8-bit mask (`width` x `height`, row-major) in place.
    static func blur(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double, edges: Edges = .transparent) {
        mask.withUnsafeMutableBufferPointer { m in
            blurPlane(m.baseAddress!, width: width, height: height, rowStride: width, step: 1, sigma: sigma, edges: edges)
        }
    }

    /// Blurs every channel of packed pixels (`width` x `height`, row-major) in place.
    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double, edges: Edges) {
        pixels.withUnsafeMutableBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress!
            for channel in 0..<4 {
                blurPlane(
                    bytes + channel, width: width, height: height, rowStride: 4 * width, step: 4,
                    sigma: sigma, edges: edges)
            }
        }
    }

    /// Blurs one plane of bytes: `step` apart along a row, `rowStride` apart between rows.
    ///
    /// Rows are blurred one at a time; columns all at once, a row of running
    /// column sums at a time, so memory is read in order.
    private static func blurPlane(
        _ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowStride: Int,
        step: Int, sigma: Double, edges: Edges
    ) {
        let d = boxSize(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        // (left reach, right reach) of each pass.
        let passes: [(Int, Int)] =
            d % 2 == 1
            ? Array(repeating: (d / 2, d / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        let count = width * height
        var plane = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        var spare = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        defer {
            plane.deallocate()
            spare.deallocate()
        }
        // Which rows hold anything: a blank row stays blank (with zero beyond the edges), and shadows have many.
        let inked = UnsafeMutablePointer<Bool>.allocate(capacity: height)
        defer { inked.deallocate() }
        // Spelled out for one byte apart, a mask's layout, so that the compiler makes that loop wide.
        if step == 1 {
            load(base, into: plane, width: width, height: height, rowStride: rowStride, step: 1, inked: inked)
        } else {
            load(base, into: plane, width: width, height: height, rowStride: rowStride, step: step, inked: inked)
        }
        for y in 0..<height {
            if edges == .transparent && !inked[y] { continue }
            var input = plane + y * width, output = spare + y * width
            for (left, right) in passes {
                boxPass(input, output, count: width, left: left, right: right, edges: edges)
                swap(&input, &output)
            }
            // After three passes the row sits in `spare`; bring it back.
            plane.advanced(by: y * width).update(from: input, count: width)
        }
        for (top, bottom) in passes {
            columnPass(plane, spare, width: width, height: height, above: top, below: bottom, edges: edges)
            swap(&plane, &spare)
        }
        if step == 1 {
            store(plane, into: base, width: width, height: height, rowStride: rowStride, step: 1)
        } else {
            store(plane, into: base, width: width, height: height, rowStride: rowStride, step: step)
        }
    }

    /// Copies the plane of bytes into `plane` (`width` values a row) and
    /// marks in `inked` the rows that hold a byte other than zero.
    @inline(__always)
    private static func load(
        _ base: UnsafeMutablePointer<UInt8>, into plane: UnsafeMutablePointer<Int32>, width: Int,
        height: Int, rowStride: Int, step: Int, inked: UnsafeMutablePointer<Bool>
    ) {
        for y in 0..<height {
            let row = base + y &* rowStride, values = plane + y &* width
            var any: UInt8 = 0
            for x in 0..<width {
                let value = row[x &* step]
                any |= value
                values[x] = Int32(value)
            }
            inked[y] = any != 0
        }
    }

    /// Copies `plane` (`width` values a row, each at most 255) back into the plane of bytes.
    @inline(__always)
    private static func store(
        _ plane: UnsafeMutablePointer<Int32>, into base: UnsafeMutablePointer<UInt8>, width: Int,
        height: Int, rowStride: Int, step: Int
    ) {
        for y in 0..<height {
            let row = base + y &* rowStride, values = plane + y &* width
            for x in 0..<width { row[x &* step] = UInt8(truncatingIfNeeded: values[x]) }
        }
    }

    /// One box pass down every column of a `width` x `height` plane: each output is the
    /// rounded mean of the inputs `above` rows up to `below` rows down.
    private static func columnPass(
        _ input: UnsafeMutablePointer<Int32>, _ output: UnsafeMutablePointer<Int32>,
        width: Int, height: Int, above: Int, below: Int, edges: Edges
    ) {
        let size = above + below + 1
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let zeros = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer {
            sums.deallocate()
            zeros.deallocate()
        }
        sums.initialize(repeating: 0, count: width)
        zeros.initialize(repeating: 0, count: width)
        func row(_ y: Int) -> UnsafeMutablePointer<Int32> {
            if y < 0 { return edges == .extend ? input : zeros }
            if y >= height { return edges == .extend ? input + (height - 1) * width : zeros }
            return input + y * width
        }
        // The first window: the rows inside the plane, and those beyond its
        // edges all at once (a box far taller than the plane costs no more).
        for y in 0...min(below, height - 1) {
            let r = input + y * width
            for x in 0..<width { sums[x] &+= r[x] }
        }
        if edges == .extend {
            let beyond = Int32(max(0, below - height + 1)), lastRow = input + (height - 1) * width
            for x in 0..<width { sums[x] &+= Int32(above) &* input[x] &+ beyond &* lastRow[x] }
        }
        let reciprocal = ReciprocalMean(size: size), divided = DividedMean(size: size)
        for y in 0..<height {
            let out = output + y * width
            let entering = row(y + below + 1), leaving = row(y - above)
            if let reciprocal {
                for x in 0..<width {
                    out[x] = reciprocal.of(sums[x])
                    sums[x] &+= entering[x] &- leaving[x]
                }
            } else {
                for x in 0..<width {
                    out[x] = divided.of(sums[x])
                    sums[x] &+= entering[x] &- leaving[x]
                }
            }
        }
    }

    /// One box pass: each output is the rounded mean of inputs `i - left ... i + right`.
    @inline(__always)
    private static func boxPass(
        _ input: UnsafeMutablePointer<Int32>, _ output: UnsafeMutablePointer<Int32>,
        count: Int, left: Int, right: Int, edges: Edges
    ) {
        let size = left + right + 1
        if let reciprocal = ReciprocalMean(size: size) {
            boxPass(input, output, count: count, left: left, right: right, edges: edges, mean: reciprocal)
        } else {
            boxPass(input, output, count: count, left: left, right: right, edges: edges, mean: DividedMean(size: size))
        }
    }

    /// ``boxPass(_:_:count:left:right:edges:)`` with a chosen way to divide.
    @inline(__always)
    private static func boxPass<Mean: RoundedMean>(
        _ input: UnsafeMutablePointer<Int32>,
        _ output: UnsafeMutablePointer<Int32>, count: Int,
        left: Int, right: Int, edges: Edges, mean divide: Mean
    ) {
        let first = edges == .extend ? input[0] : 0, last = edges == .extend ? input[count - 1] : 0
        @inline(__always) func value(_ i: Int) -> Int32 {
            i < 0 ? first : (i >= count ? last : input[i])
        }
        // The first window: the inputs inside the line, and those beyond its
        // ends all at once (a box far wider than the line costs no more).
        var sum = Int32(left) &* first &+ Int32(max(0, right - count + 1)) &* last
        for i in 0...min(right, count - 1) { sum &+= input[i] }
        // Where the window lies wholly inside the line no bounds are checked.
        let inner = max(0, min(count, count - right - 1))
        var i = 0
        while i < min(left, inner) {
            output[i] = divide.of(sum)
            sum &+= input[i + right + 1] &- first
            i += 1
        }
        let ahead = input + (right + 1), behind = input - left
        while i < inner {
            output[i] = divide.of(sum)
            sum &+= ahead[i] &- behind[i]
            i &+= 1
        }
        while i < count {
            output[i] = divide.of(sum)
            sum &+= value(i + right + 1) &- value(i - left)
            i += 1
        }
    }
}

/// `(sum + size / 2) / size`: the rounded mean of a box of `size` values.
protocol RoundedMean {
    func of(_ sum: Int32) -> Int32
}

/// The rounded mean by an integer division.
struct DividedMean: RoundedMean {
    let size: Int32

    init(size: Int) { self.size = Int32(size) }

    @inline(__always)
    func of(_ sum: Int32) -> Int32 { (sum &+ size / 2) / size }
}

/// The rounded mean by a multiply and a shift, for values of at most 255:
/// exact for sizes below 4096, where the reciprocal's error stays below the
/// gap to the next integer; there is none for larger sizes.
struct ReciprocalMean: RoundedMean {
    let size: Int32
    let reciprocal: UInt64

    init?(size: Int) {
        guard size > 0, size < 4096 else { return nil }
        self.size = Int32(size)
        reciprocal = ((1 << 32) + UInt64(size) - 1) / UInt64(size)
    }

    @inline(__always)
    func of(_ sum: Int32) -> Int32 {
        Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sum &+ size / 2)) &* reciprocal) >> 32)
    }
}
