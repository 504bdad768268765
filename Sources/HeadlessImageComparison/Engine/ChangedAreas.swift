import HeadlessRaster

/// Differing pixels gathered into separate areas: the image is cut into
/// square cells, each cell keeps the bounds of its differing pixels, and
/// cells that touch (sides or corners) join one area.
struct ChangedAreas {
    /// The side of a cell, in pixels.
    static let cellSize = 16

    private let columns: Int
    /// The bounds of the differing pixels of each cell, row by row; nil for a cell without any.
    private var cells: [PixelRegion?]

    /// Areas of an image of `width` x `height` pixels.
    init(width: Int, height: Int) {
        columns = (width + Self.cellSize - 1) / Self.cellSize
        cells = Array(repeating: nil, count: columns * ((height + Self.cellSize - 1) / Self.cellSize))
    }

    /// Adds the differing pixel (`x`, `y`).
    mutating func add(x: Int, y: Int) {
        let key = (y / Self.cellSize) * columns + x / Self.cellSize
        cells[key] =
            cells[key].map { PixelRegion(x0: min($0.x0, x), y0: min($0.y0, y), x1: max($0.x1, x + 1), y1: max($0.y1, y + 1)) }
            ?? PixelRegion(x0: x, y0: y, x1: x + 1, y1: y + 1)
    }

    /// The areas, largest (by bounding-box area) first, ties by position.
    var regions: [PixelRegion] {
        var unvisited = cells
        var found: [PixelRegion] = []
        for start in cells.indices {
            guard var bounds = unvisited[start] else { continue }
            unvisited[start] = nil
            var stack = [start]
            while let cell = stack.popLast() {
                let row = cell / columns, column = cell % columns
                for dy in -1...1 {
                    for dx in -1...1 where (dx, dy) != (0, 0) && (0..<columns).contains(column + dx) {
                        let neighbour = (row + dy) * columns + column + dx
                        guard unvisited.indices.contains(neighbour), let region = unvisited[neighbour] else { continue }
                        unvisited[neighbour] = nil
                        bounds = PixelRegion(
                            x0: min(bounds.x0, region.x0), y0: min(bounds.y0, region.y0),
                            x1: max(bounds.x1, region.x1), y1: max(bounds.y1, region.y1))
                        stack.append(neighbour)
                    }
                }
            }
            found.append(bounds)
        }
        return found.sorted { ($1.width * $1.height, $0.y0, $0.x0) < ($0.width * $0.height, $1.y0, $1.x0) }
    }
}
