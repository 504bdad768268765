// UIKit's spellings of this module's names, kept so code written against
// UIKit reads the same here. Each is an alias: it behaves as what it names.

/// UIKit's name for ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
