import Raster
import Scenes

/// A scene the benchmark can draw: how to make its canvas and draw one frame.
enum BenchScene: String, CaseIterable {
    case shapes
    case settings

    /// Builds what a frame needs once, and returns a canvas and a frame-drawing closure.
    func prepare() throws -> (Canvas, () -> Void) {
        switch self {
        case .shapes:
            let scene = ShapesScene()
            let canvas = try ShapesScene.makeCanvas()
            return (canvas, { scene.draw(on: canvas) })
        case .settings:
            let scene = try SettingsScene()
            let canvas = try SettingsScene.makeCanvas()
            // Text layout of the scene's fixed strings cannot fail once it has succeeded.
            try scene.draw(on: canvas)
            return (canvas, { try? scene.draw(on: canvas) })
        }
    }
}
