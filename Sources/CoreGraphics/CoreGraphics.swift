// CoreGraphics on platforms without Apple's: the names iOS code draws and
// transforms with, over this package's geometry and renderer. Foundation
// already defines `CGFloat`, `CGPoint`, `CGSize` and `CGRect` there, so
// they are Foundation's, re-exported as Apple's CoreGraphics re-exports its own.
@_exported import Foundation

/// Core Foundation's type of any object, which some Core Animation
/// properties (such as `CATextLayer.font`) take.
public typealias CFTypeRef = AnyObject

/// Core Foundation's array, toll-free bridged to `NSArray` as on Apple's
/// platforms: `[color1, color2] as CFArray` for `CGGradient`.
public typealias CFArray = NSArray

/// Foundation's signed integer, as Apple's Foundation names it.
public typealias NSInteger = Int

/// Foundation's unsigned integer, as Apple's Foundation names it.
public typealias NSUInteger = UInt
