/// The exit statuses of `snapshot`.
enum ExitStatus: Int32 {
    /// Success: for `diff`, no pixel differs.
    case success = 0
    /// The command ran, and found differences.
    case differences = 1
    /// An error: bad arguments, a missing or unreadable file, data that is not a PNG.
    case failure = 2
}
