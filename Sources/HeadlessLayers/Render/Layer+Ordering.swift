/// The order sublayers are drawn in.
extension Layer {
    /// The sublayers sorted stably by ``zPosition``: equal positions keep their order.
    var sublayersInDrawingOrder: [Layer] {
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}
