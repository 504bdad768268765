/// A growable buffer of trivial values that the rasterizer reuses between
/// shapes, read and written through a raw pointer in hot loops (no
/// copy-on-write or bounds checks there). Growing keeps no contents: every
/// element is set to the fill value.
struct ScratchBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity = 0
    private let fill: Element

    /// Creates an empty buffer whose elements start as `fill`.
    init(filledWith fill: Element) {
        self.fill = fill
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
        pointer.initialize(to: fill)
        capacity = 1
    }

    /// Makes room for `count` elements.
    mutating func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        let grown = Swift.max(count, capacity * 2)
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        pointer.initialize(repeating: fill, count: grown)
        capacity = grown
    }

    /// Frees the memory; the buffer must not be used afterwards.
    func deallocate() {
        pointer.deallocate()
    }
}
