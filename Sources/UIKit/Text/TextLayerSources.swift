package import HeadlessText
import QuartzCore

/// A `UIFont` names a text layer's font, as on iOS, where it is a Core Text font.
extension UIFont: CATextLayerFontSource {
    package var textLayerFont: Font { font }
}

/// A `UIColor` colours an attributed string a text layer draws.
extension UIColor: CATextLayerColorSource {
    package var textLayerColor: CGColor { cgColor }
}
