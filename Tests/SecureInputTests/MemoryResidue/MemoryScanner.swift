#if os(Linux)
import Glibc

/// Scans the writable memory of the current process (`/proc/self/maps`, `/proc/self/mem`) for
/// ``MaskedNeedles``.
///
/// A scan that cannot open or read the process's memory reports a ``Report/failure`` instead of a clean
/// result: the caller must fail, never conclude "nothing found" from a scan that did not look. Bytes of
/// writable regions that cannot be read are counted in ``Report/unreadableBytes``. The scanner's own
/// read buffer is wiped after every chunk, so reading the region that holds it finds zeros, not a copy of
/// what was last read. Memory is read with `pread` into that buffer, never through pointers, so
/// AddressSanitizer sees only accesses to the buffer, not to other allocations' poisoned bytes.
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
        /// Bytes of regions left out on purpose (AddressSanitizer's shadow memory), not scanned.
        var skippedBytes = 0
        /// Why the scan could not run at all; `nil` when it ran.
        var failure: String?
        func count(_ kind: MaskedNeedles.Kind) -> Int { hits.filter { $0.kind == kind }.count }
    }

    private struct Region {
        var start: UInt
        var end: UInt
        var name: String
        /// Where the region starts in its file, for a mapping of a file.
        var fileOffset: UInt
        var isFile: Bool { name.hasPrefix("/") }
    }

    /// AddressSanitizer's shadow memory on x86_64 Linux (its low and high shadow: 16 TB of reservations,
    /// mostly never touched), skipped when the sanitizer is loaded. Shadow bytes say which bytes are
    /// addressable; they never hold a copy of the process's data, and reading them would take hours.
    static let sanitizerShadow: [Range<UInt>] = isAddressSanitizerLoaded
        ? [0x7fff_8000..<0x8fff_7000, 0x0200_8fff_7000..<0x1000_7fff_8000] : []

    static var isAddressSanitizerLoaded: Bool {
        #if arch(x86_64)
        dlsym(nil, "__asan_init") != nil  // nil: RTLD_DEFAULT, every loaded object
        #else
        false
        #endif
    }

    static func scan(for needles: MaskedNeedles) -> Report {
        var report = Report()
        let chunkSize = 1 << 20
        let width = MaskedNeedles.width
        // Each read takes `width - 1` bytes more than a chunk, so windows that straddle chunk ends are seen.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize + width - 1, alignment: 16)
        defer { explicit_bzero(chunk.baseAddress!, chunk.count); chunk.deallocate() }
        chunk.initializeMemory(as: UInt8.self, repeating: 0)

        let fd = open("/proc/self/mem", O_RDONLY)
        guard fd >= 0 else {
            report.failure = "cannot open /proc/self/mem: \(String(cString: strerror(errno)))"
            return report
        }
        defer { close(fd) }
        guard let regions = writableRegions() else {
            report.failure = "cannot read /proc/self/maps: \(String(cString: strerror(errno)))"
            return report
        }

        for region in regions {
            // Overlap, not containment: the sanitizer maps its shadow from a page below the range's start.
            if sanitizerShadow.contains(where: { region.start < $0.upperBound && $0.lowerBound < region.end }) {
                report.skippedBytes += Int(region.end - region.start)
                continue
            }
            report.regions += 1
            var address = region.start
            while address < region.end {
                // The bytes this step owns; the `width - 1` after them are read again by the next step.
                let step = Int(min(UInt(chunkSize), region.end - address))
                let length = Int(min(UInt(chunkSize + width - 1), region.end - address))
                let read = pread(fd, chunk.baseAddress!, length, off_t(Int64(bitPattern: UInt64(address))))
                guard read > 0 else {
                    report.unreadableBytes += step
                    address += UInt(step)
                    continue
                }
                // Windows that start in this step and end within what was read: none reads past `read`.
                let windows = min(read - width + 1, step)
                if windows > 0 {
                    search(chunk.baseAddress!, count: windows, needles: needles) { offset, kind in
                        let hitAddress = address + UInt(offset)
                        // A writable mapping of a file (the test binary's data, about a megabyte of text and
                        // tables) may hold a window that happens to match: what the file itself holds there was
                        // not typed by this process.
                        if region.isFile, fileHolds(chunk.baseAddress! + offset, at: region.fileOffset + (hitAddress - region.start), of: region.name) {
                            return
                        }
                        report.hits.append(Hit(kind: kind, address: hitAddress, region: region.name))
                    }
                }
                report.bytesScanned += min(read, step)
                report.unreadableBytes += max(0, step - read)  // a short read: the rest was not seen
                explicit_bzero(chunk.baseAddress!, read)
                address += UInt(step)
            }
        }
        if report.bytesScanned == 0 { report.failure = "no byte of writable memory could be read" }
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

    /// Whether the file at `path` holds, at `offset`, the same `MaskedNeedles.width` bytes as `window`.
    private static func fileHolds(_ window: UnsafeRawPointer, at offset: UInt, of path: String) -> Bool {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: MaskedNeedles.width)
        let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, off_t(Int64(bitPattern: UInt64(offset)))) }
        defer { bytes.withUnsafeMutableBytes { explicit_bzero($0.baseAddress!, $0.count) } }
        return read == MaskedNeedles.width && bytes.withUnsafeBytes { memcmp($0.baseAddress!, window, MaskedNeedles.width) == 0 }
    }

    /// The mappings that are readable and writable, except the kernel's `[vvar]`/`[vsyscall]`; `nil` when
    /// `/proc/self/maps` cannot be read.
    private static func writableRegions() -> [Region]? {
        let fd = open("/proc/self/maps", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var text: [UInt8] = []
        text.reserveCapacity(1 << 20)  // one allocation: no freed copies of the maps text
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count < 0 { return nil }
            if count == 0 { break }
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
            let fileOffset = UInt(String(decoding: fields[2], as: UTF8.self), radix: 16) ?? 0
            regions.append(Region(start: start, end: end, name: name, fileOffset: fileOffset))
        }
        // The maps text holds decimal inode numbers; wipe it so it cannot match digit windows later.
        text.withUnsafeMutableBytes { explicit_bzero($0.baseAddress!, $0.count) }
        buffer.withUnsafeMutableBytes { explicit_bzero($0.baseAddress!, $0.count) }
        return regions
    }
}
#endif
