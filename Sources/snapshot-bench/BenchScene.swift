import Raster
import Scenes

/// A scene the benchmark can draw: how to make its canvas and draw one frame.
enum BenchScene: String, CaseIterable {
    case shapes
    case settings
    case settingsViews = "settings-views"

    /// Builds what a frame needs once, and returns a canvas and a frame-drawing closure.
    /// On the main actor, as view trees are.
    @MainActor
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
        case .settingsViews:
            // The view tree is built once, like the canvas scene's fonts; each frame lays
            // out and renders it through the hierarchy path.
            let scene = try SettingsViewScene()
            let canvas = try SettingsScene.makeCanvas()
            try scene.draw(on: canvas)
            return (canvas, { try? scene.draw(on: canvas) })
        }
    }
}
