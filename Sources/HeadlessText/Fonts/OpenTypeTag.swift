/// A four-character OpenType tag such as "kern" or "OS/2" as the big-endian
/// integer FreeType and HarfBuzz use.
func openTypeTag(_ name: String) -> UInt32 {
    name.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
}
