/// Why the snapshot being taken could not be drawn (a view without a size,
/// animations that cannot be shown at the moment asked for): strategies
/// whose snapshot is a plain value report it here, and the assertion fails
/// with the message instead of comparing an empty image.
@MainActor
enum CaptureFailure {
    /// The message of the failure reported since the snapshot began.
    private static var message: String?
    /// Reports that the snapshot could not be drawn.
    static func report(_ description: String) { message = description }

    /// The failure reported, cleared.
    static func take() -> String? {
        defer { message = nil }
        return message
    }
}
