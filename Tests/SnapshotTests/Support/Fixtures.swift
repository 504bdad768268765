import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessSnapshot
import SnapshotTestSupport

// The views of the tests; bitmaps and requests are in SnapshotTestSupport.
extension Fixtures {
    /// A 40 x 30 pt card: a background that is blue in light mode and orange in
    /// dark mode, with a red square whose offset is `marker`.
    @MainActor
    static func card(marker: Double = 4) -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        card.backgroundColor = DynamicColor(light: Color(hex: 0x007AFF), dark: Color(hex: 0xFF9500))
        let square = View(frame: Rect(x: marker, y: 4, width: 10, height: 10))
        square.backgroundColor = .red
        try? card.addSubview(square)
        return card
    }
}
