// The built-in strategies take and give these types (`Bitmap`, `ComparisonOptions`):
// an import of SnapshotCore (or Snapshot) brings them too.
@_exported import HeadlessImageComparison
@_exported import HeadlessRaster
