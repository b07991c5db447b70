extension Array where Element == KeyboardOutput {
    /// Removes every output, keeping the capacity, and first overwrites the memory the outputs occupied
    /// (the whole capacity), so the typed text of earlier `.insert` outputs does not stay behind.
    ///
    /// A host that reuses one buffer of outputs for every touch (the allocation-free form
    /// ``KeyboardSession/handle(_:into:)``) would otherwise keep the last typed characters in its heap
    /// after `removeAll(keepingCapacity: true)`: a character of up to 15 UTF-8 bytes is stored inline in
    /// the output. Call this instead of `removeAll(keepingCapacity:)` on the secure path.
    ///
    /// ```swift
    /// session.handle(event, into: &outputs)
    /// for output in outputs { buffer.apply(output) }
    /// outputs.removeAllWiping()
    /// ```
    public mutating func removeAllWiping() {
        // Fill the spare capacity too: earlier, longer batches may have left outputs there.
        let spare = capacity - count
        if spare > 0 { append(contentsOf: repeatElement(KeyboardOutput.dismiss, count: spare)) }
        withUnsafeMutableBufferPointer { outputs in
            guard outputs.baseAddress != nil else { return }
            _ = outputs.deinitialize()
            KeyboardOutput.zero(UnsafeMutableRawBufferPointer(outputs))
            outputs.initialize(repeating: .dismiss)
        }
        removeAll(keepingCapacity: true)
    }
}
