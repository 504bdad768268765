// UIKit on platforms without Apple's: UIKit's names over this package's view
// tree, layout engine, text stack and renderer. Documentation/UIKitFace.md
// says how the faces sit on the engine. Apple's UIKit re-exports Foundation,
// Core Graphics and QuartzCore; so does this one.
@_exported import QuartzCore
