import CPNG

extension png_image {
    /// 8-bit R, G, B samples (`PNG_FORMAT_RGB`).
    static let rgbFormat = png_uint_32(PNG_FORMAT_RGB)
    /// 8-bit R, G, B, A samples, straight alpha (`PNG_FORMAT_RGBA`, a macro Swift cannot import).
    static let rgbaFormat = png_uint_32(PNG_FORMAT_RGB | PNG_FORMAT_FLAG_ALPHA)
    /// 16-bit R, G, B, A samples, premultiplied (`PNG_FORMAT_LINEAR_RGB_ALPHA`).
    static let linearRGBAFormat = png_uint_32(PNG_FORMAT_FLAG_LINEAR | PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// A control structure ready for `png_image_begin_read_*` or `png_image_write_*`.
    static func blank() -> png_image {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        return image
    }

    /// The warning or error libpng recorded, as text.
    var messageText: String {
        withUnsafeBytes(of: message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
