// The fuzz targets, chosen by FUZZ_TARGET (png, path or text). Built by
// `make fuzz` (-DFUZZING, -sanitize=fuzzer), libFuzzer calls
// `LLVMFuzzerTestOneInput`; in any other build, `fuzz FILE...` runs the
// target on each file, so that the seed corpora replay in the test suite.
import Foundation

/// The target FUZZ_TARGET names.
let fuzzTarget: @Sendable (UnsafePointer<UInt8>, Int) -> CInt = {
    switch ProcessInfo.processInfo.environment["FUZZ_TARGET"] {
    case "path": return fuzzPath
    case "text": return fuzzText
    default: return fuzzPNG
    }
}()

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzTarget(data, size)
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt

    /// Whether the target is PNG decoding, whose inputs' CRCs are repaired.
    let repairsPNG = (ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "png") == "png"

    @_silgen_name("LLVMFuzzerMutate")
    func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

    /// libFuzzer's mutations, with the PNG target's chunk CRCs repaired after each
    /// (plain mutations would almost never get past a CRC check).
    @_cdecl("LLVMFuzzerCustomMutator")
    public func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
        let mutated = LLVMFuzzerMutate(data, size, maxSize)
        if repairsPNG { repairPNGChunkCRCs(data, mutated) }
        return mutated
    }

    /// The executable's entry point (SwiftPM names it after the product): libFuzzer's driver.
    @_cdecl("fuzz_main")
    func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        var count = argc, arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
    }
#else
    /// Replays the files named as arguments.
    @main
    struct FuzzReplay {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
                _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
            }
            print("replayed \(CommandLine.arguments.count - 1) inputs")
        }
    }
#endif
