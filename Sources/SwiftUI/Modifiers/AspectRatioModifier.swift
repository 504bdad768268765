/// Constrains a view to an aspect ratio: the largest size of that ratio
/// inside the proposal (`.fit`) or the smallest that covers it (`.fill`),
/// proposed to the content. Without a ratio, the content's ideal size gives it.
/// See [aspectRatio(_:contentMode:)](https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow).
struct AspectRatioModifier: ViewModifier, NodeModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode
    func body(content: Content) -> Never { fatalError("primitive") }

    func modify(_ node: Node, in environment: EnvironmentValues) -> Node {
        FrameNode(content: node, alignment: .center) { proposal, content in
            let ideal = content.size(for: .unspecified)
            let natural = (content as? ImageNode)?.naturalAspectRatio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
            let ratio = self.ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? natural
            let inner = Self.size(ratio: ratio, in: proposal, ideal: ideal, mode: contentMode)
            return (ProposedViewSize(inner), content.size(for: ProposedViewSize(inner)))
        }
    }

    /// The size of `ratio` that fits in (or fills) `proposal`; from the ideal width where nothing is proposed.
    static func size(ratio: CGFloat, in proposal: ProposedViewSize, ideal: CGSize, mode: ContentMode) -> CGSize {
        switch (proposal.width, proposal.height) {
        case (nil, nil): return CGSize(width: ideal.width, height: ideal.width / ratio)
        case (let width?, nil): return CGSize(width: width, height: width / ratio)
        case (nil, let height?): return CGSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            return (mode == .fit) == fits ? byWidth : byHeight
        }
    }
}

/// Constants that define how a view's content fills the available space.
/// See [ContentMode](https://developer.apple.com/documentation/swiftui/contentmode).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space, both vertically and horizontally.
    case fit
    /// An option that resizes the content so it occupies all available space, both vertically and horizontally.
    case fill
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
