/// The environment variables snapshot verification reads.
public enum SnapshotEnvironment {
    /// `FB_REFERENCE_IMAGE_DIR`: the reference directory, ahead of any set in code.
    public static let referenceImageDirectory = "FB_REFERENCE_IMAGE_DIR"
    /// `IMAGE_DIFF_DIR`: where failure images and results go.
    public static let imageDiffDirectory = "IMAGE_DIFF_DIR"
    /// `SNAPSHOT_RECORD`: `all`, `missing`, `failed` or `never` (see ``SnapshotRecordMode``).
    public static let record = "SNAPSHOT_RECORD"
    /// `CI`: when set (and not `false` or `0`), nothing is recorded unless asked explicitly.
    public static let continuousIntegration = "CI"
}
