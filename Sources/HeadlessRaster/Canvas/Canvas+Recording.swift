import HeadlessGeometry

/// Drawing recorded by a recording canvas (``Canvas/init(recordingWidth:height:scale:)``):
/// the calls made, in order, with everything they need, so that it can be
/// rendered later on any thread, to the same pixels as drawing directly.
public struct Drawing: Sendable {
    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// Pixels per user-space unit when recording began (the canvas's scale).
    public var scale: Double { transform.maxScale }
    /// The canvas's transform when recording began.
    let transform: AffineTransform
    /// The calls, in order.
    let operations: [@Sendable (Canvas) -> Void]

    /// Renders the drawing into a new transparent bitmap.
    public func rendered() -> Bitmap {
        // The size was checked when the recording canvas was made.
        let canvas = Canvas(transparentValidatedWidth: width, height: height)
        canvas.transform = transform
        for operation in operations { operation(canvas) }
        return canvas.bitmap
    }
}

/// The calls a recording canvas keeps.
final class DrawingRecorder {
    private let width: Int, height: Int, transform: AffineTransform
    private var operations: [@Sendable (Canvas) -> Void] = []

    init(width: Int, height: Int, transform: AffineTransform) {
        self.width = width
        self.height = height
        self.transform = transform
    }

    func append(_ operation: @escaping @Sendable (Canvas) -> Void) { operations.append(operation) }

    var drawing: Drawing { Drawing(width: width, height: height, transform: transform, operations: operations) }
}

extension Canvas {
    /// Whether the canvas records instead of drawing.
    package var isRecording: Bool { recorder != nil }

    /// In a recording canvas, keeps `operation` to replay on the rendering
    /// canvas and returns true; in a canvas that draws, returns false. Drawing
    /// calls return at once when it is true.
    @discardableResult
    package func record(_ operation: @escaping @Sendable (Canvas) -> Void) -> Bool {
        guard let recorder else { return false }
        recorder.append(operation)
        return true
    }
}
