#if os(Linux) && compiler(>=6.2)
import Glibc
import Testing

/// Eight bytes of the test binary's writable data section: mapped from the file, and equal to the file's
/// bytes there until the test writes them.
nonisolated(unsafe) private var dataSectionBytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
    (0x6B, 0x62, 0x63, 0x2D, 0x64, 0x61, 0x74, 0x61)

/// The scanner's one exemption: a window of a writable file mapping that still equals the file's bytes was
/// not typed by the process (the binary's own data), so it is no residue; once the process writes other
/// bytes there, the same place is reported.
@Suite("Memory scanner")
struct MemoryScannerTests {
    @Test("a data-section window equal to the file's bytes is skipped; written with new bytes, it is found")
    func fileBackedWindowsCountOnlyWhenWritten() async {
        await #expect(processExitsWith: .success) {
            let address = withUnsafeMutableBytes(of: &dataSectionBytes) { UInt(bitPattern: $0.baseAddress!) }
            func hitsAtTheGlobal() -> [MemoryScanner.Hit] {
                let needles = MaskedNeedles()
                withUnsafeBytes(of: &dataSectionBytes) { needles.addWindows(of: $0, kind: .control) }
                let report = MemoryScanner.scan(for: needles)
                precondition(report.failure == nil, report.failure ?? "")
                return report.hits.filter { (address..<address + 3).contains($0.address) }
            }
            precondition(hitsAtTheGlobal().isEmpty, "the binary's own data was reported as residue")
            withUnsafeMutableBytes(of: &dataSectionBytes) { bytes in
                precondition(getentropy(bytes.baseAddress!, bytes.count) == 0)
            }
            let written = hitsAtTheGlobal()
            precondition(written.count == 3 && written.allSatisfy { $0.region.hasPrefix("/") },
                         "bytes the process wrote into a file mapping were not found: \(written)")
        }
    }
}
#endif
