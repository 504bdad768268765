/// The few fields read from a font's `OS/2` table (big-endian, layout from
/// the OpenType specification); a field is `nil` when the table is missing,
/// too short, or too old a version to have it.
struct OS2Table {
    /// `usWeightClass`, at byte 4.
    let weightClass: Int?
    /// `sxHeight`, at byte 86, from version 2.
    let xHeight: Int?
    /// `sCapHeight`, at byte 88, from version 2.
    let capHeight: Int?

    init(bytes: [UInt8]) {
        func unsigned16(_ offset: Int) -> Int? {
            guard offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        func signed16(_ offset: Int) -> Int? { unsigned16(offset).map { Int(Int16(truncatingIfNeeded: $0)) } }
        let version = unsigned16(0) ?? 0
        weightClass = unsigned16(4).flatMap { $0 == 0 ? nil : $0 }
        xHeight = version >= 2 ? signed16(86) : nil
        capHeight = version >= 2 ? signed16(88) : nil
    }
}
