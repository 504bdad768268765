/// Formats a duration for a failure message in seconds, rounded to the
/// millisecond: `1.0 s`, `0.25 s`, `0.003 s`.
func formatSeconds(_ duration: Duration) -> String {
    let milliseconds = (duration / .milliseconds(1)).rounded()
    return "\(milliseconds / 1000) s"
}
