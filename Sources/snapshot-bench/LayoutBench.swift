import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster

/// The `layout-1000` and `layout-edit` scenes: a screen of 250 views in 25
/// rows of 10, placed by 1,000 constraints (each view's leading edge, top,
/// width and height). `layout-1000` solves it from scratch each frame
/// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// builds a fresh engine); `layout-edit` changes one constant (the first
/// row's top inset, which moves every view) and lays the screen out again,
/// re-solving incrementally and setting the 250 frames.
@MainActor
struct LayoutBench {
    /// Whether each frame edits one constant rather than solving afresh.
    let edits: Bool

    /// The views per row and the rows.
    nonisolated static let columns = 10, rows = 25

    func prepared() throws -> BenchScene.Prepared {
        let window = Window(device: .iPhone15)
        let screen = View(frame: DeviceProfile.iPhone15.screenBounds)
        try window.addSubview(screen)
        var constraints: [LayoutConstraint] = []
        var above: [View] = []
        for row in 0..<Self.rows {
            var line: [View] = []
            for column in 0..<Self.columns {
                let cell = View()
                cell.translatesAutoresizingMaskIntoConstraints = false
                try screen.addSubview(cell)
                constraints += [
                    column == 0
                        ? cell.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 4)
                        : cell.leadingAnchor.constraint(equalTo: line[column - 1].trailingAnchor, constant: 4),
                    row == 0
                        ? cell.topAnchor.constraint(equalTo: screen.topAnchor, constant: 4)
                        : cell.topAnchor.constraint(equalTo: above[column].bottomAnchor, constant: 4),
                    column == 0
                        ? cell.widthAnchor.constraint(equalTo: screen.widthAnchor, multiplier: 0.1, constant: -4.4)
                        : cell.widthAnchor.constraint(equalTo: line[0].widthAnchor),
                    cell.heightAnchor.constraint(equalToConstant: 20),
                ]
                line.append(cell)
            }
            above = line
        }
        try NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let edited = constraints[1]  // the first cell's top
        let size = screen.bounds.size, blank = try Bitmap(width: 1, height: 1)
        return BenchScene.Prepared(
            frame: {
                if edits {
                    edited.constant = edited.constant == 4 ? 5 : 4
                    window.layoutIfNeeded()
                } else {
                    _ = screen.systemLayoutSizeFitting(size, withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
                }
            },
            image: {
                // The screen drawn, so `--out` shows the grid the constraints made.
                (try? screen.drawHierarchy(device: .iPhone15)) ?? blank
            },
            extraFields: { [("constraints", "\(constraints.count)"), ("views", "\(Self.rows * Self.columns)")] })
    }
}
