import HeadlessGeometry
import HeadlessRaster

/// A rectangle of whole pixels, `[minX, maxX) × [minY, maxY)`.
struct PixelBox: Equatable, CustomStringConvertible {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var description: String { "(\(minX),\(minY))–(\(maxX),\(maxY))" }

    /// The box grown by `pad` pixels on every side.
    func padded(_ pad: Int) -> PixelBox { PixelBox(minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad) }

    func contains(_ x: Int, _ y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }

    /// The pixels covered by `rect` (in points) at `scale`, rounded outwards.
    init(_ rect: Rect, scale: Double) {
        minX = Int((rect.minX * scale).rounded(.down))
        minY = Int((rect.minY * scale).rounded(.down))
        maxX = Int((rect.maxX * scale).rounded(.up))
        maxY = Int((rect.maxY * scale).rounded(.up))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}

/// The geometry-and-colour comparison of two images outside a text mask.
struct PixelComparison {
    /// Mean absolute difference over the four premultiplied channels, 0–255.
    var mean: Double
    /// Percentage of compared pixels with any channel off by more than 8.
    var share: Double
    /// Pixels compared (outside the mask, inside both images).
    var count: Int
}

/// The text found in a region of an image: its ink box and its lines.
struct TextInk {
    /// Bounding box of the ink pixels.
    var box: PixelBox
    /// Each line's first ink row (pixels).
    var tops: [Int]
    /// Each line's estimated baseline (pixels): one past the last row whose
    /// ink count is at least a quarter of the line's densest row.
    var baselines: [Int]
}

enum ImageMetrics {
    /// Channels of a pixel further than this from the background count as ink.
    static let inkThreshold = 64
    /// Channels further apart than this count a pixel as "off".
    static let offThreshold = 8

    static func channels(_ p: PremultipliedPixel) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    /// The most frequent pixel of `region` in `image`: the background there.
    static func background(of image: Bitmap, in region: PixelBox) -> PremultipliedPixel {
        var counts: [UInt32: Int] = [:]
        let pixels = image.pixels
        for y in max(0, region.minY)..<max(max(0, region.minY), min(image.height, region.maxY)) {
            for x in max(0, region.minX)..<max(max(0, region.minX), min(image.width, region.maxX)) {
                counts[pixels[y * image.width + x], default: 0] += 1
            }
        }
        let mode = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 0
        return PremultipliedPixel(packed: mode)
    }

    /// The text ink in `region` of `image`: pixels with a channel more than
    /// ``inkThreshold`` from the region's background; lines are runs of rows
    /// with ink, separated by rows without.
    static func ink(in image: Bitmap, region: PixelBox) -> TextInk? {
        let bg = channels(background(of: image, in: region))
        let pixels = image.pixels
        let x0 = max(0, region.minX), x1 = min(image.width, region.maxX)
        let y0 = max(0, region.minY), y1 = min(image.height, region.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        var box: PixelBox?
        var rowCounts = [Int](repeating: 0, count: y1 - y0)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = pixels[y * image.width + x]
                let isInk =
                    abs(Int(p & 0xFF) - bg[0]) > inkThreshold || abs(Int((p >> 8) & 0xFF) - bg[1]) > inkThreshold
                    || abs(Int((p >> 16) & 0xFF) - bg[2]) > inkThreshold || abs(Int(p >> 24) - bg[3]) > inkThreshold
                if isInk {
                    rowCounts[y - y0] += 1
                    if var b = box {
                        b.minX = min(b.minX, x)
                        b.minY = min(b.minY, y)
                        b.maxX = max(b.maxX, x + 1)
                        b.maxY = max(b.maxY, y + 1)
                        box = b
                    } else {
                        box = PixelBox(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                    }
                }
            }
        }
        guard let box else { return nil }
        var tops: [Int] = [], baselines: [Int] = []
        var row = 0
        while row < rowCounts.count {
            guard rowCounts[row] > 0 else {
                row += 1
                continue
            }
            var end = row
            while end < rowCounts.count, rowCounts[end] > 0 { end += 1 }
            let band = rowCounts[row..<end]
            let peak = band.max() ?? 0
            let last = band.indices.last { rowCounts[$0] * 4 >= peak } ?? (end - 1)
            tops.append(y0 + row)
            baselines.append(y0 + last + 1)
            row = end
        }
        return TextInk(box: box, tops: tops, baselines: baselines)
    }

    /// Compares `ours` with `ios` outside `mask` (a pixel is masked when any
    /// box contains it), over the pixels both images have.
    static func compare(_ ours: Bitmap, _ ios: Bitmap, mask: [PixelBox] = []) -> PixelComparison {
        let w = min(ours.width, ios.width), h = min(ours.height, ios.height)
        var masked = [Bool](repeating: false, count: w * h)
        for box in mask {
            for y in max(0, box.minY)..<max(max(0, box.minY), min(h, box.maxY)) {
                for x in max(0, box.minX)..<max(max(0, box.minX), min(w, box.maxX)) { masked[y * w + x] = true }
            }
        }
        let a = ours.pixels, b = ios.pixels
        var sum = 0, off = 0, count = 0
        for y in 0..<h {
            for x in 0..<w where !masked[y * w + x] {
                let p = a[y * ours.width + x], q = b[y * ios.width + x]
                count += 1
                if p == q { continue }
                var worst = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                    sum += d
                    worst = max(worst, d)
                }
                if worst > offThreshold { off += 1 }
            }
        }
        guard count > 0 else { return PixelComparison(mean: 0, share: 0, count: 0) }
        return PixelComparison(mean: Double(sum) / Double(count * 4), share: 100 * Double(off) / Double(count), count: count)
    }
}
