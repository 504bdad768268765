/// A fraction from 0 to 1 as the whole percentage VoiceOver reads for a
/// slider or progress bar: 0.5 reads "50%".
func percentText(_ fraction: Double) -> String {
    "\(Int((fraction * 100).rounded()))%"
}
