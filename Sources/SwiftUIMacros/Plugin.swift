import Foundation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros of this plugin, by type name.
struct MacroProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard typeName == "PreviewMacro" else { throw PluginError.unknownMacro(typeName) }
        return PreviewMacro.self
    }
}

enum PluginError: Error {
    case unknownMacro(String)
}

/// The compiler's plugin messages over standard input and output: each a
/// little-endian 64-bit length, then that many bytes of JSON.
struct StandardIOConnection: MessageConnection {
    func sendMessage<TX: Encodable>(_ message: TX) throws {
        let data = try JSONEncoder().encode(message)
        var length = UInt64(data.count).littleEndian
        FileHandle.standardOutput.write(withUnsafeBytes(of: &length) { Data($0) } + data)
    }

    func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
        let header = FileHandle.standardInput.readData(ofLength: 8)
        guard header.count == 8 else { return nil }
        let length = UInt64(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        return try JSONDecoder().decode(RX.self, from: FileHandle.standardInput.readData(ofLength: Int(length)))
    }
}

@main
struct SwiftUIMacrosPlugin {
    static func main() throws {
        try CompilerPluginMessageListener(connection: StandardIOConnection(), provider: MacroProvider()).main()
    }
}
