/// Messages for the FreeType error codes that loading a face can return
/// (from FreeType's `fterrdef.h`), so that errors read well even when
/// FreeType was built without `FT_Error_String`.
enum FreeTypeErrorMessage {
    /// A short English message for a FreeType error code.
    static func text(for code: Int32) -> String {
        let hex = "0x" + String(code, radix: 16, uppercase: true)
        switch code {
        case 0x01: return "cannot open resource (\(hex))"
        case 0x02: return "unknown file format (\(hex))"
        case 0x03: return "broken file (\(hex))"
        case 0x06: return "invalid argument (\(hex))"
        case 0x07: return "unimplemented feature (\(hex))"
        case 0x08: return "invalid table (\(hex))"
        case 0x09: return "invalid offset in a table (\(hex))"
        case 0x0B: return "invalid face index (\(hex))"
        case 0x40: return "out of memory (\(hex))"
        case 0x55: return "invalid stream operation (\(hex))"
        case 0x8E: return "table missing (\(hex))"
        default: return "FreeType error \(hex)"
        }
    }
}
