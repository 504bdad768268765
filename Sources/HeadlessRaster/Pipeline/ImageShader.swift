import HeadlessGeometry

/// How an image is sampled when it is drawn scaled or transformed.
public enum ImageSampling: Sendable, Hashable {
    /// The nearest source pixel: hard edges, for pixel art and exact copies.
    case nearest
    /// A weighted mix of the four nearest source pixels (weights in 1/256 steps).
    case bilinear
}

/// Pixels of an image at device pixels, through an image-from-device transform.
/// Outside the image the edge pixels extend (clamp to edge).
struct ImageShader {
    let image: Bitmap
    let imageFromDevice: AffineTransform
    /// In place of ``imageFromDevice`` for an image seen in perspective: the
    /// projective map from device pixels to image pixels.
    let projectiveImageFromDevice: ProjectiveTransform?
    let sampling: ImageSampling
    let alpha: UInt32
    /// The horizontal halves of the bilinear samples of a run of device
    /// columns (``preparing(columns:)``), from `first` on: under a transform
    /// that only scales and translates they are the same in every row.
    private var preparedColumns: (first: Int, samples: [SampleColumns])?

    /// A shader of `image` drawn through `imageFromDevice`, its colours scaled by `alpha` (0...255),
    /// with no columns prepared.
    init(image: Bitmap, imageFromDevice: AffineTransform, sampling: ImageSampling, alpha: UInt32) {
        self.image = image
        self.imageFromDevice = imageFromDevice
        self.projectiveImageFromDevice = nil
        self.sampling = sampling
        self.alpha = alpha
    }

    /// A shader of `image` seen in perspective through `imageFromDevice`, its
    /// colours scaled by `alpha` (0...255). Device pixels whose image point
    /// is behind the eye are transparent.
    init(image: Bitmap, imageFromDevice: ProjectiveTransform, sampling: ImageSampling, alpha: UInt32) {
        self.image = image
        self.imageFromDevice = .identity
        self.projectiveImageFromDevice = imageFromDevice
        self.sampling = sampling
        self.alpha = alpha
    }

    /// This shader with the horizontal half of every bilinear sample in the
    /// device `columns` worked out once, instead of in every row, when the
    /// transform has no rotation or shear and every column samples the image
    /// (none is NaN or too far out).
    func preparing(columns: Range<Int>) -> ImageShader {
        let t = imageFromDevice
        guard sampling == .bilinear, projectiveImageFromDevice == nil, t.b == 0, t.c == 0, image.width > 0, !columns.isEmpty
        else { return self }
        // The row's term of `u` in `shade`, `t.c * py`, is a zero in every row, and any zero gives the same `u`.
        var samples: [SampleColumns] = []
        samples.reserveCapacity(columns.count)
        for column in columns {
            guard
                let sample = SampleColumns(
                    u: ImageShader.coordinate(t.a, Double(column) + 0.5, 0, t.tx),
                    width: image.width)
            else { return self }
            samples.append(sample)
        }
        var prepared = self
        prepared.preparedColumns = (columns.lowerBound, samples)
        return prepared
    }

    /// Writes the colours of `count` pixels of row `y` from column `x`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        guard w > 0, h > 0 else {
            out.update(repeating: 0, count: count)
            return
        }
        if let projection = projectiveImageFromDevice {
            shadeProjected(projection, y: y, x: x, count: count, into: out)
            return
        }
        let t = imageFromDevice
        // The row's terms of `apply(to:)`, evaluated in the same order: the same doubles.
        let py = Double(y) + 0.5
        let rowX = t.c * py, rowY = t.d * py
        @inline(__always) func px(_ i: Int) -> Double { Double(x + i) + 0.5 }
        image.pixels.withUnsafeBufferPointer { src in
            switch sampling {
            case .nearest:
                for i in 0..<count {
                    let sx = ImageShader.clamp(t.a * px(i) + rowX + t.tx, w - 1)
                    let sy = ImageShader.clamp(t.b * px(i) + rowY + t.ty, h - 1)
                    out[i] = src[sy * w + sx]
                }
            case .bilinear where t.b == 0:
                // No rotation or shear: `t.b * px` is a zero for every pixel, so the
                // whole row samples the same two image rows.
                let rows = SampleRows(src, w, h, v: ImageShader.coordinate(t.b, px(0), rowY, t.ty))
                if let rows, let (first, samples) = preparedColumns, x >= first, x + count <= first + samples.count {
                    samples.withUnsafeBufferPointer { samples in
                        let columns = samples.baseAddress! + (x - first)
                        var i = 0
                        while i &+ 4 <= count {
                            PixelLanes.store(
                                rows.samples(columns[i], columns[i &+ 1], columns[i &+ 2], columns[i &+ 3]),
                                to: out + i)
                            i &+= 4
                        }
                        while i < count {
                            out[i] = rows.sample(columns[i])
                            i &+= 1
                        }
                    }
                } else {
                    for i in 0..<count { out[i] = rows?.sample(u: ImageShader.coordinate(t.a, px(i), rowX, t.tx), width: w) ?? 0 }
                }
            case .bilinear:
                for i in 0..<count {
                    let rows = SampleRows(src, w, h, v: ImageShader.coordinate(t.b, px(i), rowY, t.ty))
                    out[i] = rows?.sample(u: ImageShader.coordinate(t.a, px(i), rowX, t.tx), width: w) ?? 0
                }
            }
        }
        scaleByAlpha(out, count: count)
    }

    /// ``shade(y:x:count:into:)`` through a projective map: each pixel centre's
    /// image point found by dividing by its own `W`.
    private func shadeProjected(
        _ t: ProjectiveTransform, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        let w = image.width, h = image.height
        let py = Double(y) + 0.5
        image.pixels.withUnsafeBufferPointer { src in
            for i in 0..<count {
                let (u, v, depth) = t.homogeneous(Point(x: Double(x + i) + 0.5, y: py))
                guard depth > 0 else {
                    out[i] = 0
                    continue
                }
                switch sampling {
                case .nearest:
                    out[i] = src[ImageShader.clamp(v / depth, h - 1) * w + ImageShader.clamp(u / depth, w - 1)]
                case .bilinear:
                    let rows = SampleRows(src, w, h, v: v / depth - 0.5)
                    out[i] = rows?.sample(u: u / depth - 0.5, width: w) ?? 0
                }
            }
        }
        scaleByAlpha(out, count: count)
    }

    /// Scales `count` written colours by the shader's alpha.
    private func scaleByAlpha(_ out: UnsafeMutablePointer<UInt32>, count: Int) {
        guard alpha != 255 else { return }
        for i in 0..<count { out[i] = PixelMath.scale(out[i], alpha) }
    }

    /// A bilinear sample's image coordinate (`u` or `v`) at the pixel centre `p`
    /// of a row whose term of the transform is `row`: one coordinate of
    /// `apply(to:)`, evaluated in its order, less half a pixel.
    @inline(__always)
    private static func coordinate(_ scale: Double, _ p: Double, _ row: Double, _ translation: Double) -> Double {
        scale * p + row + translation - 0.5
    }

    /// The column or row holding coordinate `v`, clamped to `0...hi` (NaN gives 0).
    @inline(__always)
    private static func clamp(_ v: Double, _ hi: Int) -> Int {
        v.isNaN ? 0 : Int(Swift.max(0, Swift.min(Double(hi), v)))
    }

    /// Coordinates this far out sample nothing (and keep the fixed point in range).
    fileprivate static let sampleLimit = Double(1 << 40)

    /// The vertical half of a bilinear sample with weights in 1/256 steps: the
    /// two image rows around `v` (edges clamped) and the weight of the lower one.
    /// Rows are interpolated horizontally, then the results vertically, each
    /// step rounded to nearest (two channels per multiply).
    private struct SampleRows {
        let top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>, weight: UInt32

        /// `nil` when `v` is NaN or too far out: such samples are transparent.
        @inline(__always)
        init?(_ src: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, v: Double) {
            guard abs(v) < ImageShader.sampleLimit else { return nil }
            let fv = floorToInt(v * 256)
            let y0 = fv >> 8
            top = src.baseAddress! + min(max(y0, 0), h - 1) * w
            bottom = src.baseAddress! + min(max(y0 + 1, 0), h - 1) * w
            weight = UInt32(fv & 255)
        }

        /// The sample at column coordinate `u` of an image `width` pixels wide (0 when too far out).
        @inline(__always)
        func sample(u: Double, width w: Int) -> UInt32 {
            SampleColumns(u: u, width: w).map(sample) ?? 0
        }

        /// The sample between `columns`.
        @inline(__always)
        func sample(_ columns: SampleColumns) -> UInt32 {
            let p00 = top[columns.left], p10 = top[columns.right], p01 = bottom[columns.left], p11 = bottom[columns.right]
            // Inside a flat area interpolation changes nothing (lerp of equal values is exact).
            if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
            let ax = columns.weight
            return ImageShader.lerp(ImageShader.lerp(p00, p10, ax), ImageShader.lerp(p01, p11, ax), weight)
        }

        /// The samples between four pairs of columns, in SIMD lanes: for each,
        /// the bytes ``sample(_:)`` gives (its shortcut for a flat area included,
        /// as interpolating equal values gives them back exactly).
        @inline(__always)
        func samples(_ a: SampleColumns, _ b: SampleColumns, _ c: SampleColumns, _ d: SampleColumns) -> PixelLanes.Quad {
            typealias Quad = PixelLanes.Quad
            let across = PixelLanes.coverageFactors(
                SIMD4<UInt8>(
                    UInt8(truncatingIfNeeded: a.weight), UInt8(truncatingIfNeeded: b.weight),
                    UInt8(truncatingIfNeeded: c.weight), UInt8(truncatingIfNeeded: d.weight)))
            let upper = PixelLanes.lerp(
                Quad(top[a.left], top[b.left], top[c.left], top[d.left]),
                Quad(top[a.right], top[b.right], top[c.right], top[d.right]), across)
            let lower = PixelLanes.lerp(
                Quad(bottom[a.left], bottom[b.left], bottom[c.left], bottom[d.left]),
                Quad(bottom[a.right], bottom[b.right], bottom[c.right], bottom[d.right]), across)
            return PixelLanes.lerp(upper, lower, PixelLanes.Factors(repeating: UInt16(truncatingIfNeeded: weight)))
        }
    }

    /// The horizontal half of a bilinear sample: the two image columns around
    /// `u` (edges clamped) and the weight of the right one, in 1/256 steps.
    private struct SampleColumns {
        let left: Int, right: Int, weight: UInt32

        /// `nil` when `u` is NaN or too far out: such samples are transparent.
        @inline(__always)
        init?(u: Double, width w: Int) {
            guard abs(u) < ImageShader.sampleLimit else { return nil }
            let fu = floorToInt(u * 256)
            let x0 = fu >> 8
            left = min(max(x0, 0), w - 1)
            right = min(max(x0 + 1, 0), w - 1)
            weight = UInt32(fu & 255)
        }
    }

    /// `a + (b - a) * t / 256` per channel, rounded to nearest, for `t` in `0..<256`.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 &- t
        let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8
        let ga = ((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080
        return (rb & 0x00FF_00FF) | (ga & 0xFF00_FF00)
    }
}
