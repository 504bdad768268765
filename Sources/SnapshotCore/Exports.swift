// Strategies take ComparisonOptions: an import of SnapshotCore brings the comparison types too.
@_exported import ImageComparison
