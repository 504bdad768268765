// QuartzCore on platforms without Apple's: Core Animation's layer names over
// this package's layer tree, which draws them. Core Graphics comes with it,
// as Apple's QuartzCore re-exports its own.
@_exported import CoreGraphics

/// Core Foundation's time interval in seconds, which Core Animation's timing uses.
public typealias CFTimeInterval = Double
