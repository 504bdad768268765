import Foundation

extension Diffing where Format == String {
    /// Text stored as UTF-8 `.txt` references and compared line by line: a
    /// failure message shows a unified line diff (removed lines of the
    /// reference `-`, added lines of the snapshot `+`), also written as a
    /// `diff_` file.
    public static var lines: Diffing {
        Diffing(
            pathExtension: "txt",
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw ReferenceFormatError("it is not UTF-8 text")
                }
                return text
            },
            compare: { reference, snapshot in
                guard reference != snapshot else { return nil }
                let diff = LineDiff(from: reference, to: snapshot)
                return SnapshotDifference(
                    "\(diff.summary):\n\(diff.unified)",
                    artifacts: [
                        SnapshotArtifact(
                            prefix: SnapshotArtifact.diffPrefix, pathExtension: "diff",
                            data: Data(diff.unified.utf8))
                    ])
            })
    }
}
