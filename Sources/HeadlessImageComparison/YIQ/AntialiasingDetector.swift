/// pixelmatch's test for anti-aliasing, after Vyšniauskas, "Anti-aliased Pixel
/// and Intensity Slope Detector" (2009), reproduced rule for rule.
///
/// A pixel of one image looks anti-aliased when among its up to 8 neighbours at
/// most two equal it, some are darker and some brighter, and the darkest or the
/// brightest neighbour (the first found, scanning columns then rows) has at least
/// three equal neighbours in both images, so it lies in a flat area on both sides.
/// Pixels on the image border count one extra equal neighbour.
struct AntialiasingDetector<Blending: YIQBlending> {
    /// The first image's packed pixels.
    let first: UnsafeBufferPointer<UInt32>
    /// The second image's packed pixels, as many as the first.
    let second: UnsafeBufferPointer<UInt32>
    /// The images' width.
    let width: Int
    /// The images' height.
    let height: Int

    /// Whether the pixel at (`x`, `y`) looks anti-aliased in either image, which
    /// excuses a difference there.
    func excuses(x: Int, y: Int) -> Bool {
        isAntialiased(first, x: x, y: y, other: second) || isAntialiased(second, x: x, y: y, other: first)
    }

    /// pixelmatch's `antialiased`: whether the pixel of `image` at (`x`, `y`) looks
    /// anti-aliased, its extreme neighbours checked for siblings in `image` and `other`.
    private func isAntialiased(_ image: UnsafeBufferPointer<UInt32>, x: Int, y: Int, other: UnsafeBufferPointer<UInt32>) -> Bool {
        let index = y * width + x
        let center = image[index]
        var equal = isOnBorder(x: x, y: y) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestIndex = 0, brightestIndex = 0
        // pixelmatch stops at the third equal neighbour; counting them all and checking
        // after the loop decides the same, without hard-to-predict branches. As
        // darkest <= 0 <= brightest, a delta is equal, darker or brighter, at most one of them.
        forEachNeighbour(x: x, y: y) { neighbour in
            let delta = Blending.brightnessDelta(center, image[neighbour], offset: index * 4)
            equal += delta == 0 ? 1 : 0
            let darker = delta < darkest, brighter = delta > brightest
            darkest = darker ? delta : darkest
            darkestIndex = darker ? neighbour : darkestIndex
            brightest = brighter ? delta : brightest
            brightestIndex = brighter ? neighbour : brightestIndex
        }
        guard equal <= 2, darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(image, at: darkestIndex) && hasManySiblings(other, at: darkestIndex))
            || (hasManySiblings(image, at: brightestIndex) && hasManySiblings(other, at: brightestIndex))
    }

    /// Whether the pixel at `index` of `image` has at least three neighbours equal to it.
    private func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, at index: Int) -> Bool {
        let x = index % width, y = index / width
        let value = image[index]
        var equal = isOnBorder(x: x, y: y) ? 1 : 0
        forEachNeighbour(x: x, y: y) { neighbour in
            equal += image[neighbour] == value ? 1 : 0
        }
        return equal > 2
    }

    /// Calls `body` with the index of each neighbour of (`x`, `y`) inside the images, in
    /// pixelmatch's order: columns left to right, each top to bottom (which decides
    /// ties between equally dark or bright neighbours).
    @inline(__always)
    private func forEachNeighbour(x: Int, y: Int, _ body: (Int) -> Void) {
        let top = max(y - 1, 0), bottom = min(y + 1, height - 1)
        var column = max(x - 1, 0)
        while column <= min(x + 1, width - 1) {
            var row = top
            while row <= bottom {
                if column != x || row != y { body(row * width + column) }
                row += 1
            }
            column += 1
        }
    }

    /// Whether (`x`, `y`) lies on the image's edge.
    @inline(__always)
    private func isOnBorder(x: Int, y: Int) -> Bool {
        x == 0 || y == 0 || x == width - 1 || y == height - 1
    }
}
