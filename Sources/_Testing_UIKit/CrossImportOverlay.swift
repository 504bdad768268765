// Swift Testing declares a cross-import overlay for UIKit: a file
// that imports both `Testing` and `UIKit` makes the compiler load
// `_Testing_UIKit`, which the toolchain ships only on Apple's
// platforms. This module is that overlay for this package's UIKit,
// built with it, so such test files compile. It adds nothing.
