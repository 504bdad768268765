/// Finds the types that conform to a protocol by reading the conformance
/// records of every loaded Swift image through the runtime's
/// `swift_enumerateAllMetadataSections` (exported by the Swift runtime on
/// Linux for reflection tools). The layouts read are those of the Swift ABI
/// (`MetadataSections.h`, `Metadata.h`): a conformance record is a relative
/// pointer to a conformance descriptor (protocol, type reference, witness
/// table, flags), and a type's context descriptor has its metadata access
/// function at its fourth field.
enum ConformanceScanner {
    /// The non-generic structs, classes and enums that conform to the protocol `name` of module `module`.
    static func types(conformingTo protocolName: String, inModule module: String) -> [Any.Type] {
        final class Search {
            let protocolName: String
            let moduleName: String
            var found: [Any.Type] = []
            init(_ protocolName: String, _ moduleName: String) {
                self.protocolName = protocolName
                self.moduleName = moduleName
            }
        }
        let search = Search(protocolName, module)
        withExtendedLifetime(search) {
            swift_enumerateAllMetadataSections(
                { sections, context in
                    let search = Unmanaged<Search>.fromOpaque(context).takeUnretainedValue()
                    // version, reserved, next, prev, then the ranges: protocols, protocol conformances…
                    let range = UnsafeRawPointer(sections).advanced(by: 6 * MemoryLayout<UInt>.size)
                    let start = range.load(as: UInt.self)
                    let length = range.advanced(by: MemoryLayout<UInt>.size).load(as: UInt.self)
                    guard start != 0, let base = UnsafeRawPointer(bitPattern: start) else { return true }
                    for offset in stride(from: 0, to: Int(length), by: 4) {
                        let record = base.advanced(by: offset)
                        let descriptor = ConformanceScanner.relative(record)
                        guard let protocolDescriptor = ConformanceScanner.indirectable(descriptor),
                            ConformanceScanner.name(of: protocolDescriptor) == search.protocolName,
                            let parent = ConformanceScanner.indirectable(protocolDescriptor.advanced(by: 4)),
                            ConformanceScanner.name(of: parent) == search.moduleName,
                            let type = ConformanceScanner.conformingType(descriptor)
                        else { continue }
                        search.found.append(type)
                    }
                    return true
                }, Unmanaged.passUnretained(search).toOpaque())
        }
        return search.found
    }

    /// The target of the 32-bit relative pointer at `pointer`.
    private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer {
        pointer.advanced(by: Int(pointer.loadUnaligned(as: Int32.self)))
    }

    /// The target of a relative pointer that may be null.
    private static func relative(_ pointer: UnsafeRawPointer, nonZero: Bool) -> UnsafeRawPointer? {
        pointer.loadUnaligned(as: Int32.self) == 0 ? nil : relative(pointer)
    }

    /// The target of a relative indirectable pointer: direct, or (low bit set) through a pointer.
    private static func indirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = pointer.advanced(by: Int(offset & ~1))
        guard offset & 1 != 0 else { return target }
        return target.load(as: UnsafeRawPointer?.self)
    }

    /// The name of a context descriptor (its third field, a relative pointer to a C string).
    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        guard let name = relative(descriptor.advanced(by: 8), nonZero: true) else { return nil }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The type a conformance descriptor is for, when it is a non-generic Swift struct, class or enum.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> Any.Type? {
        let flags = conformance.advanced(by: 12).loadUnaligned(as: UInt32.self)
        let typeReference = conformance.advanced(by: 4)
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 7 {
        case 0: typeDescriptor = relative(typeReference, nonZero: true)
        case 1: typeDescriptor = relative(typeReference, nonZero: true)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
        guard let typeDescriptor else { return nil }
        let descriptorFlags = typeDescriptor.loadUnaligned(as: UInt32.self)
        let kind = descriptorFlags & 0x1F
        guard (16...18).contains(kind), descriptorFlags & 0x80 == 0,
            let accessor = relative(typeDescriptor.advanced(by: 12), nonZero: true)
        else { return nil }
        typealias AccessFunction = @convention(c) (Int) -> UnsafeRawPointer?
        let access = unsafeBitCast(accessor, to: AccessFunction.self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

/// The runtime's walk over the metadata sections of every loaded Swift image.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
