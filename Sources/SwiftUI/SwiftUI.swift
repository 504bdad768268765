// SwiftUI on platforms without Apple's: SwiftUI's names over this package's
// UIKit face, which draws through the engine. Documentation/SwiftUIFace.md
// says how views resolve, lay out and draw. Apple's SwiftUI makes Foundation,
// Core Graphics, UIKit and Observation visible to the files that import it;
// so does this one.
@_exported import Observation
@_exported import UIKit
