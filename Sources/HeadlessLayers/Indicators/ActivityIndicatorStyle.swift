import HeadlessGeometry

/// The size of an ``ActivityIndicatorView``, as `UIActivityIndicatorView.Style`.
public enum ActivityIndicatorStyle: Hashable, Sendable {
    /// 20 x 20 points, UIKit's default.
    case medium
    /// 37 x 37 points.
    case large

    /// The indicator's size in points, as UIKit's.
    public var size: Size {
        switch self {
        case .medium: Size(width: 20, height: 20)
        case .large: Size(width: 37, height: 37)
        }
    }
}
