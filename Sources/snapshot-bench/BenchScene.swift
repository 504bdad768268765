import Foundation
import HeadlessRaster
import HeadlessScenes

/// A scene the benchmark can draw: how to make its canvas and draw one frame.
enum BenchScene: String, CaseIterable {
    case shapes
    case settings
    case settingsViews = "settings-views"
    /// One snapshot verification of the `settings` view tree at 3x against a
    /// reference this package wrote, so its stamp settles the match.
    case verify
    /// The same against the same reference without its stamp, so it is decoded and compared.
    case verifyDecode = "verify-decode"
    /// Laying out a paragraph of 10,000 characters.
    case paragraph10k = "paragraph-10k"
    /// Laying out a paragraph of 100,000 characters: ten times the text, ten times the time.
    case paragraph100k = "paragraph-100k"
    /// Solving a screen of 1,000 constraints from scratch.
    case layout1000 = "layout-1000"
    /// Changing one constant of that screen and laying it out again, incrementally.
    case layoutEdit = "layout-edit"
    /// The constraints of that screen solved from scratch by the solver alone.
    case solver1000 = "solver-1000"
    /// One constant of them changed and re-solved incrementally by the solver alone.
    case solverEdit = "solver-edit"
    /// A screen of 20 rows built, laid out and drawn through this package's names.
    case screenEngine = "screen-engine"
    /// The same screen through UIKit's names (Linux), with whether its pixels are the same.
    case screenUIKit = "screen-uikit"
    /// The same screen written in SwiftUI (Linux): resolved, laid out by SwiftUI's rules and drawn.
    case screenSwiftUI = "screen-swiftui"
    /// A chart and a progress ring drawn into a new image through the engine's `Canvas` and `Path`.
    case drawingCanvas = "drawing-canvas"
    /// The same picture through `UIGraphicsImageRenderer`, `CGContext` and `UIBezierPath`,
    /// failing unless its pixels are the same.
    case drawingCG = "drawing-cg"
    /// A screen of 20 rows with 60 animations running, drawn still (the model values).
    case animatedStill = "animated-still"
    /// The same screen drawn 0.3 s into its animations.
    case animatedMoment = "animated-moment"

    /// What a run needs: one frame's work, the image to write with `--out`,
    /// and any fields measured apart.
    struct Prepared {
        /// Does one frame's work.
        var frame: () -> Void
        /// The image of the last frame.
        var image: () -> Bitmap
        /// Extra result fields, measured (and checked) after the timed frames.
        var extraFields: () throws -> [(String, String)] = { [] }

        /// A canvas scene: each frame runs `draw`, then reads the canvas's
        /// bitmap, so that rows cleared but not drawn into are written too,
        /// as they are for a snapshot.
        static func drawing(on canvas: Canvas, _ draw: @escaping () -> Void) -> Prepared {
            Prepared(
                frame: {
                    draw()
                    _ = canvas.bitmap
                }, image: { canvas.bitmap })
        }
    }

    /// Builds what a frame needs once (fonts, view trees, canvases, references).
    /// On the main actor, as view trees are.
    @MainActor
    func prepare() throws -> Prepared {
        switch self {
        case .shapes:
            let scene = ShapesScene()
            let canvas = try ShapesScene.makeCanvas()
            return .drawing(on: canvas) { scene.draw(on: canvas) }
        case .settings:
            let scene = try SettingsScene()
            let canvas = try SettingsScene.makeCanvas()
            // Text layout of the scene's fixed strings cannot fail once it has succeeded.
            try scene.draw(on: canvas)
            return .drawing(on: canvas) { try? scene.draw(on: canvas) }
        case .settingsViews:
            // The view tree is built once, like the canvas scene's fonts; each frame lays
            // out and renders it through the hierarchy path.
            let scene = try SettingsViewScene()
            let canvas = try SettingsScene.makeCanvas()
            try scene.draw(on: canvas)
            return .drawing(on: canvas) { try? scene.draw(on: canvas) }
        case .verify, .verifyDecode:
            return try VerifyBench(stamped: self == .verify).prepared()
        case .paragraph10k:
            return try ParagraphBench(characters: 10_000).prepared()
        case .paragraph100k:
            return try ParagraphBench(characters: 100_000).prepared()
        case .layout1000, .layoutEdit:
            return try LayoutBench(edits: self == .layoutEdit).prepared()
        case .screenEngine, .screenUIKit:
            return try FaceBench(throughUIKit: self == .screenUIKit).prepared()
        case .screenSwiftUI:
            return try SwiftUIBench().prepared()
        case .drawingCanvas, .drawingCG:
            return try DrawingBench(throughCoreGraphics: self == .drawingCG).prepared()
        case .animatedStill, .animatedMoment:
            return try AnimationBench(atMoment: self == .animatedMoment).prepared()
        case .solver1000, .solverEdit:
            return try SolverBench(edits: self == .solverEdit).prepared()
        }
    }
}
