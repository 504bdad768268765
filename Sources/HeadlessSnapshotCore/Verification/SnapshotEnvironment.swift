/// The environment variables snapshot verification reads.
package enum SnapshotEnvironment {
    /// `FB_REFERENCE_IMAGE_DIR`: the reference directory, ahead of any set in code.
    package static let referenceImageDirectory = "FB_REFERENCE_IMAGE_DIR"
    /// `IMAGE_DIFF_DIR`: where failure images and results go.
    package static let imageDiffDirectory = "IMAGE_DIFF_DIR"
    /// `SNAPSHOT_RECORD`: `all`, `missing`, `failed` or `never` (see ``SnapshotRecordMode``).
    package static let record = "SNAPSHOT_RECORD"
    /// `SNAPSHOT_SHARD`: `i/n` verifies only the snapshots of shard `i` (from 1) of `n` (see ``SnapshotShard``).
    package static let shard = "SNAPSHOT_SHARD"
    /// `TEST_TOTAL_SHARDS`: Bazel's shard count.
    package static let bazelTotalShards = "TEST_TOTAL_SHARDS"
    /// `TEST_SHARD_INDEX`: Bazel's shard index, from 0.
    package static let bazelShardIndex = "TEST_SHARD_INDEX"
    /// `TEST_SHARD_STATUS_FILE`: the file Bazel asks a sharding-aware test to touch.
    package static let bazelShardStatusFile = "TEST_SHARD_STATUS_FILE"
    /// `SNAPSHOT_RUN_ID`: the name of this run's results folder (see ``SnapshotRun``);
    /// by default one is made per `swift test` invocation.
    package static let runID = "SNAPSHOT_RUN_ID"
    /// `CI`: when set (and not `false` or `0`), nothing is recorded unless asked explicitly.
    package static let continuousIntegration = "CI"
}
