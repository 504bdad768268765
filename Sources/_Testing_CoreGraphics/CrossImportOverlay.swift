// Swift Testing declares a cross-import overlay for CoreGraphics: a file
// that imports both `Testing` and `CoreGraphics` makes the compiler load
// `_Testing_CoreGraphics`, which the toolchain ships only on Apple's
// platforms. This module is that overlay for this package's CoreGraphics,
// built with it, so such test files compile. It adds nothing.
