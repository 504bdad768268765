import HeadlessRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The comparison engine: decides whether a candidate bitmap matches a reference,
/// on premultiplied pixels, without any view or file involved.
public enum Comparison {
    /// Compares `candidate` with `reference`.
    ///
    /// Equal bytes are found first with one `memcmp` over the pixel arrays, which
    /// decides the common case at memory speed; only otherwise is every pixel of
    /// the rows that differ judged by `options`. Bitmaps of different sizes never
    /// match; the result's message names both sizes.
    public static func compare(
        _ reference: Bitmap, _ candidate: Bitmap, options: ComparisonOptions = .exact
    ) -> ComparisonOutcome {
        guard reference.width == candidate.width, reference.height == candidate.height else {
            return ComparisonOutcome(reference: reference, candidate: candidate, options: options, tally: nil)
        }
        let tally: ComparisonTally? = reference.pixels.withUnsafeBufferPointer { r in
            candidate.pixels.withUnsafeBufferPointer { c in
                guard r.count > 0, memcmp(r.baseAddress!, c.baseAddress!, r.count * 4) != 0 else { return nil }
                let judge = PixelJudge(reference: r, candidate: c, width: reference.width, mode: options.mode)
                return ComparisonTally(
                    judge, width: reference.width, height: reference.height,
                    maxChannelDelta: options.maxChannelDelta)
            }
        }
        return ComparisonOutcome(reference: reference, candidate: candidate, options: options, tally: tally ?? .identical)
    }
}
