#if os(Linux)
import Glibc

/// Scans the writable memory of the current process (`/proc/self/maps`, `/proc/self/mem`) for
/// ``MaskedNeedles``.
///
/// Regions that cannot be read are skipped. The scanner's own read buffer is wiped after every
/// chunk, so reading the region that holds it finds zeros, not a copy of what was last read.
enum MemoryScanner {
    /// One place a needle was found.
    struct Hit: CustomStringConvertible {
        var kind: MaskedNeedles.Kind
        var address: UInt
        var region: String
        var description: String { "\(kind.rawValue) at 0x\(String(address, radix: 16)) in \(region)" }
    }

    /// What a scan found and how much it read.
    struct Report {
        var hits: [Hit] = []
        var regions = 0
        var bytesScanned = 0
        var unreadableBytes = 0
        func count(_ kind: MaskedNeedles.Kind) -> Int { hits.filter { $0.kind == kind }.count }
    }

    private struct Region {
        var start: UInt
        var end: UInt
        var name: String
    }

    static func scan(for needles: MaskedNeedles) -> Report {
        var report = Report()
        let chunkSize = 1 << 20
        let overlap = MaskedNeedles.width - 1
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize + overlap, alignment: 16)
        defer { explicit_bzero(chunk.baseAddress!, chunk.count); chunk.deallocate() }
        chunk.initializeMemory(as: UInt8.self, repeating: 0)

        let fd = open("/proc/self/mem", O_RDONLY)
        guard fd >= 0 else { return report }
        defer { close(fd) }

        for region in writableRegions() {
            report.regions += 1
            var address = region.start
            while address < region.end {
                // Read a little past the chunk so windows that straddle chunk ends are seen.
                let length = Int(min(UInt(chunkSize + overlap), region.end - address))
                let read = pread(fd, chunk.baseAddress!, length, off_t(Int64(bitPattern: UInt64(address))))
                if read >= MaskedNeedles.width {
                    let limit = min(read - overlap, chunkSize)
                    search(chunk.baseAddress!, count: limit, needles: needles) { offset, kind in
                        report.hits.append(Hit(kind: kind, address: address + UInt(offset), region: region.name))
                    }
                    report.bytesScanned += limit
                    explicit_bzero(chunk.baseAddress!, read)
                } else {
                    report.unreadableBytes += min(chunkSize, Int(region.end - address))
                }
                address += UInt(chunkSize)
            }
        }
        return report
    }

    @_optimize(speed)
    private static func search(
        _ base: UnsafeRawPointer, count: Int, needles: MaskedNeedles, found: (Int, MaskedNeedles.Kind) -> Void
    ) {
        var offset = 0
        while offset < count {
            if let kind = needles.match(base + offset) { found(offset, kind) }
            offset += 1
        }
    }

    /// The mappings that are readable and writable, except the kernel's `[vvar]`/`[vsyscall]`.
    private static func writableRegions() -> [Region] {
        let fd = open("/proc/self/maps", O_RDONLY)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var text: [UInt8] = []
        text.reserveCapacity(1 << 20)  // one allocation: no freed copies of the maps text
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count <= 0 { break }
            text += buffer[0..<count]
        }
        var regions: [Region] = []
        for line in text.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
            guard fields.count >= 5 else { continue }
            let range = fields[0].split(separator: UInt8(ascii: "-"))
            guard range.count == 2,
                  let start = UInt(String(decoding: range[0], as: UTF8.self), radix: 16),
                  let end = UInt(String(decoding: range[1], as: UTF8.self), radix: 16) else { continue }
            let permissions = Array(fields[1])
            guard permissions.count >= 2, permissions[0] == UInt8(ascii: "r"), permissions[1] == UInt8(ascii: "w") else { continue }
            let name = fields.count > 5 ? String(decoding: fields[5], as: UTF8.self) : "[anonymous]"
            if name == "[vvar]" || name == "[vsyscall]" || name == "[vvar_vclock]" { continue }
            regions.append(Region(start: start, end: end, name: name))
        }
        // The maps text holds decimal inode numbers; wipe it so it cannot match digit windows later.
        text.withUnsafeMutableBytes { explicit_bzero($0.baseAddress!, $0.count) }
        buffer.withUnsafeMutableBytes { explicit_bzero($0.baseAddress!, $0.count) }
        return regions
    }
}
#endif
