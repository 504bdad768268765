import HeadlessGeometry

/// Draws into a ``Bitmap``: fills, strokes, images, gradients and shadows,
/// with a save/restore stack of transform, clip, alpha and blend mode, as a
/// `CGContext` does.
///
/// Coordinates are in user space, mapped to device pixels by ``transform``
/// (y grows downwards). Every draw call is anti-aliased with exact-area
/// coverage and gives the same pixels on every machine. A canvas is not
/// thread-safe; use one per thread.
///
/// A canvas made with ``init(recordingWidth:height:scale:)`` records instead
/// of drawing: every call is kept, with the state it needs, in a ``Drawing``
/// that renders the same pixels later, on any thread.
public final class Canvas {
    /// The pixels drawn so far (in a recording canvas, none: an empty bitmap).
    ///
    /// Rows cleared and not drawn into since are written to memory when this
    /// is read. Keeping the bitmap shares its memory with the canvas, so the
    /// next drawing copies it first.
    public var bitmap: Bitmap { storage.written }
    /// The pixels, with the rows not yet drawn into unwritten.
    private var storage: CanvasPixels
    /// The whole canvas (or transparency group) in device pixels.
    var bounds: PixelRegion
    var state: CanvasState
    private var savedStates: [CanvasState] = []
    /// The transparency groups begun and not yet ended, innermost last.
    var groups: [TransparencyGroup] = []
    /// What a recording canvas has recorded; nil when the canvas draws.
    let recorder: DrawingRecorder?
    let accumulator = CoverageAccumulator()
    /// Scratch rows for coverage and source pixels.
    var coverageScratch = ScratchBuffer<UInt8>(filledWith: 0)
    var sourceScratch = ScratchBuffer<UInt32>(filledWith: 0)

    /// The largest flattening error of curves, in device pixels.
    package static let curveTolerance = 0.1

    /// Creates a canvas drawing into `bitmap`, with an identity transform.
    public convenience init(bitmap: Bitmap) {
        self.init(storage: CanvasPixels(bitmap: bitmap), width: bitmap.width, height: bitmap.height)
    }

    /// A canvas over a transparent bitmap of a size already checked, whose
    /// rows are written when first drawn into.
    convenience init(transparentValidatedWidth width: Int, height: Int) {
        self.init(storage: CanvasPixels(transparentWidth: width, height: height), width: width, height: height)
    }

    /// Creates a canvas that records drawing of a `width` x `height` pixel
    /// canvas whose user space is scaled by `scale`, for ``recording`` to
    /// render later. No pixels are allocated.
    ///
    /// - Throws: ``BitmapError`` for negative or too large sizes.
    public convenience init(recordingWidth width: Int, height: Int, scale: Double = 1) throws(BitmapError) {
        try Bitmap.validate(width: width, height: height)
        let transform = scale != 1 ? AffineTransform(scaleX: scale, y: scale) : .identity
        self.init(
            storage: CanvasPixels(transparentWidth: 0, height: 0), width: width, height: height,
            transform: transform, recorder: DrawingRecorder(width: width, height: height, transform: transform))
    }

    /// A canvas of `width` x `height` device pixels over `storage` (in a recording canvas, empty).
    private init(
        storage: CanvasPixels, width: Int, height: Int, transform: AffineTransform = .identity,
        recorder: DrawingRecorder? = nil
    ) {
        self.storage = storage
        bounds = PixelRegion(x0: 0, y0: 0, x1: width, y1: height)
        state = CanvasState(transform: transform, clipRegion: bounds)
        self.recorder = recorder
    }

    /// What a recording canvas has recorded so far; nil for a canvas that draws.
    public var recording: Drawing? { recorder?.drawing }

    /// Creates a canvas over a new transparent bitmap of `width` x `height`
    /// pixels whose user space is scaled by `scale` (points to pixels).
    ///
    /// - Throws: ``BitmapError`` for negative or too large sizes.
    public convenience init(width: Int, height: Int, scale: Double = 1) throws(BitmapError) {
        try Bitmap.validate(width: width, height: height)
        self.init(transparentValidatedWidth: width, height: height)
        if scale != 1 { state.transform = AffineTransform(scaleX: scale, y: scale) }
    }

    deinit {
        coverageScratch.deallocate()
        sourceScratch.deallocate()
    }

    // MARK: State

    /// The current transform from user space to device pixels.
    public var transform: AffineTransform {
        get { state.transform }
        set {
            record { $0.transform = newValue }
            state.transform = newValue
        }
    }

    /// The global alpha that scales everything drawn, `0...1`.
    public var alpha: Double {
        get { state.alpha }
        set {
            record { $0.alpha = newValue }
            state.alpha = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
        }
    }

    /// How drawing combines with the pixels already there.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set {
            record { $0.blendMode = newValue }
            state.blendMode = newValue
        }
    }

    /// Pushes the transform, clip, alpha and blend mode.
    public func save() {
        record { $0.save() }
        savedStates.append(state)
    }

    /// How many states ``save()`` has pushed and ``restore()`` not yet popped.
    var savedStackDepth: Int { savedStates.count }

    /// Drops saved states above `depth`.
    func truncateSavedStates(to depth: Int) {
        if savedStates.count > depth { savedStates.removeLast(savedStates.count - depth) }
    }

    /// Pops the state pushed by the matching ``save()``; without one, does nothing.
    public func restore() {
        record { $0.restore() }
        if let last = savedStates.popLast() { state = last }
    }

    /// Runs `body` between ``save()`` and ``restore()``.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    /// Moves the user space origin by (`x`, `y`) user units.
    public func translateBy(x: Double, y: Double) { transform = state.transform.translatedBy(x: x, y: y) }

    /// Scales user space by `x` and `y`.
    public func scaleBy(x: Double, y: Double) { transform = state.transform.scaledBy(x: x, y: y) }

    /// Rotates user space by `angle` radians (clockwise on screen).
    public func rotate(by angle: Double) { transform = state.transform.rotated(by: angle) }

    /// Applies `t` to user space before the current transform.
    public func concatenate(_ t: AffineTransform) { transform = t.concatenating(state.transform) }

    // MARK: Clearing

    /// Sets every pixel to `color`, ignoring clip, alpha and blend mode.
    public func clear(to color: Color = .clear) {
        if record({ $0.clear(to: color) }) { return }
        clearRows(to: PremultipliedPixel(color).packed)
    }

    // MARK: Rows written when drawn into

    /// Sets every pixel to `packed`, in memory row by row as they are drawn into.
    func clearRows(to packed: UInt32) { storage.clearRows(to: packed) }

    /// Sets the pixels of whole `rows` to `packed`, written to memory as the rows are drawn into.
    func fillRows(_ rows: Range<Int>, with packed: UInt32) { storage.fillRows(rows, with: packed) }

    /// Runs `body` on the pixels (rows of ``bounds`` width, from the top-left),
    /// with the rows among `rows` not yet drawn into written first: for
    /// drawing that reads or changes no other rows. `body` must not reach the
    /// pixels another way (``bitmap`` included): that is an overlapping access.
    func withPixels<R>(rows: Range<Int>, _ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withPixels(rows: rows, body)
    }

    /// Whether any of `rows` has not been drawn into since the canvas was cleared.
    func hasUnwrittenRows(in rows: Range<Int>) -> Bool { storage.hasUnwrittenRows(in: rows) }

    /// Runs `body` on the pixels with a writer of the rows not yet drawn into,
    /// for a sweep that draws spans row by row (see ``SweptRowWriter``).
    func withPixels<R>(writingRowsAsSwept body: (UnsafeMutablePointer<UInt32>, inout SweptRowWriter) throws -> R) rethrows -> R {
        try storage.withPixels(writingRowsAsSwept: body)
    }

    /// Puts `other` in place of the canvas's pixels, and gives back those.
    func exchangePixels(_ other: inout CanvasPixels) { swap(&storage, &other) }
}
