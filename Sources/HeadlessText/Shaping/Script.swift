import CHarfBuzz

/// A Unicode script (writing system), named by its ISO 15924 code, that
/// HarfBuzz shapes with: "Latn", "Arab", "Hebr", "Grek", "Cyrl"…
package struct Script: Hashable, Sendable, CustomStringConvertible {
    /// HarfBuzz's value (`hb_script_t`), the ISO 15924 tag as a big-endian integer.
    let rawValue: UInt32

    private init(_ script: hb_script_t) { rawValue = script.rawValue }

    /// The script with ISO 15924 code `code` (such as "Arab"), or `nil` when HarfBuzz does not know it.
    package init?(iso15924 code: String) {
        let script = hb_script_from_string(code, -1)
        guard script != HB_SCRIPT_INVALID, script != HB_SCRIPT_UNKNOWN else { return nil }
        self.init(script)
    }

    /// Characters shared by many scripts: spaces, digits, punctuation ("Zyyy").
    package static let common = Script(HB_SCRIPT_COMMON)
    /// Combining marks that take the script of their base ("Zinh").
    package static let inherited = Script(HB_SCRIPT_INHERITED)
    /// Characters of no known script ("Zzzz").
    package static let unknown = Script(HB_SCRIPT_UNKNOWN)
    /// Latin ("Latn").
    package static let latin = Script(HB_SCRIPT_LATIN)
    /// Greek ("Grek").
    package static let greek = Script(HB_SCRIPT_GREEK)
    /// Cyrillic ("Cyrl").
    package static let cyrillic = Script(HB_SCRIPT_CYRILLIC)
    /// Arabic ("Arab").
    package static let arabic = Script(HB_SCRIPT_ARABIC)
    /// Hebrew ("Hebr").
    package static let hebrew = Script(HB_SCRIPT_HEBREW)

    /// The script Unicode assigns to `scalar` (HarfBuzz's built-in Unicode data).
    package static func of(_ scalar: Unicode.Scalar) -> Script {
        Script(hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value))
    }

    /// Whether the script is common, inherited or unknown: one that takes the
    /// script of the text around it.
    var isShared: Bool { self == .common || self == .inherited || self == .unknown }

    /// HarfBuzz's value for the script.
    var hbScript: hb_script_t { hb_script_t(rawValue: rawValue) }

    /// The ISO 15924 code, such as "Latn".
    package var description: String {
        String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * $0)) }, as: UTF8.self)
    }
}
