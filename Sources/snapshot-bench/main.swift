// snapshot-bench: draws the benchmark scenes and prints one JSON line of timings,
// in the shape of the peers' render.py, so results compare side by side.
//
//   swift run -c release snapshot-bench <scene> [--iterations N] [--out FILE]

import Foundation

do {
    let options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    let result = try BenchRunner(options: options).run()
    print(result.json)
} catch {
    FileHandle.standardError.write(Data("snapshot-bench: \(error)\n".utf8))
    FileHandle.standardError.write(Data(BenchOptions.usage.utf8))
    exit(2)
}
