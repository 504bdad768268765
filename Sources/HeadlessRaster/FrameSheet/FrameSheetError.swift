/// Why frames could not be laid out on a sheet, or a sheet not cut into frames.
public enum FrameSheetError: Error, Equatable, CustomStringConvertible {
    /// A layout value is out of range: no frames, a frame without pixels,
    /// columns outside 1 to the frame count, a frame rate below 1, or a sheet
    /// larger than a bitmap may be. The reason says which.
    case invalidLayout(String)
    /// The text of a `Frames` chunk is not `count=… columns=… width=… height=… fps=…`.
    case malformedText(String)
    /// A frame's size differs from the layout's frame size.
    case frameSizeMismatch(index: Int, width: Int, height: Int)
    /// The number of frames differs from the layout's frame count.
    case frameCountMismatch(expected: Int, actual: Int)
    /// The sheet's size differs from the size the layout gives.
    case sheetSizeMismatch(expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)

    /// A sentence naming the problem and the values involved.
    public var description: String {
        switch self {
        case .invalidLayout(let reason):
            return "invalid frame sheet layout: \(reason)"
        case .malformedText(let text):
            return "frame sheet text \"\(text)\" is not of the form count=N columns=N width=N height=N fps=N"
        case .frameSizeMismatch(let index, let width, let height):
            return "frame \(index) is \(width)x\(height), not the layout's frame size"
        case .frameCountMismatch(let expected, let actual):
            return "the layout holds \(expected) frames but \(actual) were given"
        case .sheetSizeMismatch(let expectedWidth, let expectedHeight, let width, let height):
            return "the sheet is \(width)x\(height) but its layout needs \(expectedWidth)x\(expectedHeight)"
        }
    }
}
