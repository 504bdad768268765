import HeadlessGeometry
import HeadlessLayers

extension View {
    /// Runs `body` with the view as a snapshot takes it: `traits` applied
    /// over its own trait overrides and, when `sizedToScreen`, the view sized
    /// to `device`'s screen; its overrides and frame are restored afterwards.
    func withSnapshotSetup<T>(
        device: DeviceProfile, traits: SnapshotTraits, sizedToScreen: Bool,
        _ body: () throws -> T
    ) rethrows -> T {
        let (frame, overrides) = (self.frame, traitOverrides)
        defer {
            traitOverrides = overrides
            if sizedToScreen { self.frame = frame }
        }
        traitOverrides = overrides.applying(traits.overrides)
        if sizedToScreen { self.frame = Rect(origin: .zero, size: device.screenSize) }
        return try body()
    }
}
