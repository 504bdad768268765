import Foundation
import HeadlessSnapshotCore

extension Diffing where Value == String {
    /// Text stored as UTF-8 and compared line by line; a failure shows a
    /// unified line diff of the reference and the snapshot.
    public static var lines: Diffing {
        let engine = HeadlessSnapshotCore.Diffing<String>.lines
        var diffing = Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, snapshot in
                engine.compare(reference, snapshot).map { difference in
                    (difference.message, [XCTAttachment(data: Data(difference.message.utf8), uniformTypeIdentifier: "public.patch-file")])
                }
            })
        diffing.engine = EngineDiffing(engine, toEngine: { $0 }, fromEngine: { $0 })
        return diffing
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text as it is, in a `.txt` reference, compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}
