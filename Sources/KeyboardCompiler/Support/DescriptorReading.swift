@preconcurrency import KbcPlatform

/// Reading an open file to its end in one buffer: what loading layouts, checking generated files and reading
/// a list of inputs from standard input share.
package enum DescriptorReading {
    /// Up to `limit` bytes of the open file `descriptor`, from where it stands to its end, into a buffer one
    /// byte larger than `expectedSize` (what `stat` reported), so that reaching the end needs no second
    /// buffer; it grows if the file grew meanwhile. `nil` when a read fails.
    package static func bytes(of descriptor: Int32, expectedSize: Int, limit: Int = .max) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: max(1, min(limit, max(expectedSize, 0) + 1)))
        var count = 0
        while count < limit {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(limit - count, max(count, 4096)))) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
