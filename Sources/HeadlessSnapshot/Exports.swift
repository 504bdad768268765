// One import for view snapshot tests: the engine, its generic strategies and the comparison types.
@_exported import HeadlessSnapshotCore
