/// The command line of `snapshot-bench`.
struct BenchOptions {
    static let usage = """
        usage: snapshot-bench <scene> [--iterations N] [--out FILE]
          scenes: \(BenchScene.allCases.map(\.rawValue).joined(separator: ", "))

        """

    var scene: BenchScene
    var iterations = 20
    var outputPath: String?

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws {
        var rest = arguments[...]
        guard let name = rest.popFirst() else { throw Invalid(description: "missing scene name") }
        guard let scene = BenchScene(rawValue: name) else { throw Invalid(description: "unknown scene '\(name)'") }
        self.scene = scene
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw Invalid(description: "\(flag) needs a value") }
            switch flag {
            case "--iterations":
                guard let n = Int(value), n > 0 else { throw Invalid(description: "--iterations needs a positive integer") }
                iterations = n
            case "--out":
                outputPath = value
            default:
                throw Invalid(description: "unknown option \(flag)")
            }
        }
    }
}
