import HeadlessSnapshotCore
import Testing

@Suite("Record mode resolution")
struct RecordModeTests {
    @Test("an explicit mode wins over the environment")
    func explicit() throws {
        #expect(try SnapshotRecordMode.resolve(explicit: .never, environment: ["SNAPSHOT_RECORD": "all"]) == .never)
    }

    @Test("SNAPSHOT_RECORD names the mode", arguments: SnapshotRecordMode.allCases)
    func environment(mode: SnapshotRecordMode) throws {
        #expect(
            try SnapshotRecordMode.resolve(
                explicit: nil,
                environment: [
                    "SNAPSHOT_RECORD": mode.rawValue.uppercased(),
                    "CI": "true",
                ]) == mode)
    }

    @Test("missing by default; never on CI unless asked explicitly")
    func defaults() throws {
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: [:]) == .missing)
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "1"]) == .never)
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "false"]) == .missing)
        #expect(try SnapshotRecordMode.resolve(explicit: .missing, environment: ["CI": "true"]) == .missing)
    }

    @Test("an unknown SNAPSHOT_RECORD value is an error that lists the modes")
    func invalid() {
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try SnapshotRecordMode.resolve(explicit: nil, environment: ["SNAPSHOT_RECORD": "sometimes"])
        }
        #expect(SnapshotError.invalidRecordMode("x").description.contains("all, missing, failed, never"))
    }
}
