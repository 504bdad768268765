package import HeadlessLayers

/// Where a layer's contents go in its bounds, `CALayer.contentsGravity`.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayercontentsgravity)
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the gravity.
    public let rawValue: String
    /// A gravity from its name; names other than the ones below stretch the contents.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping the aspect ratio, centred.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// At its size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its size, centred along the edge at the larger y: the bottom on a UIKit screen.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its size, centred along the edge at the smaller y: the top on a UIKit screen.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its size, centred along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its size, centred along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its size, in the left corner at the larger y: bottom left on a UIKit screen.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its size, in the right corner at the larger y: bottom right on a UIKit screen.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its size, in the left corner at the smaller y: top left on a UIKit screen.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its size, in the right corner at the smaller y: top right on a UIKit screen.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Core Animation's gravities and where each puts the contents on a y-down screen.
    private static let placements: [(CALayerContentsGravity, ContentsGravity)] = [
        (.resize, .resize), (.resizeAspect, .resizeAspect), (.resizeAspectFill, .resizeAspectFill),
        (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
        (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
    ]

    /// The gravity that places contents as the engine's `gravity` does.
    package init(_ gravity: ContentsGravity) {
        self = Self.placements.first { $0.1 == gravity }?.0 ?? .resize
    }

    /// Where the engine puts the contents for this gravity.
    package var gravity: ContentsGravity {
        Self.placements.first { $0.0 == self }?.1 ?? .resize
    }
}
