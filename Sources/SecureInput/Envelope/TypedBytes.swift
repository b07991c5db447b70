// `Array.withUnsafeBytes` rethrows untyped errors, which would turn every `EnvelopeError` into
// `any Error`; these keep the envelope code's throws typed.

/// Calls `body` with the bytes of `array`, rethrowing its ``EnvelopeError``.
func withBytes<R>(
    of array: [UInt8], _ body: (UnsafeRawBufferPointer) throws(EnvelopeError) -> R
) throws(EnvelopeError) -> R {
    let result: Result<R, EnvelopeError> = array.withUnsafeBytes { bytes in
        do throws(EnvelopeError) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try value(of: result)
}

/// Calls `body` with the mutable bytes of `array`, rethrowing its ``EnvelopeError``.
func withMutableBytes<R>(
    of array: inout [UInt8], _ body: (UnsafeMutableRawBufferPointer) throws(EnvelopeError) -> R
) throws(EnvelopeError) -> R {
    let result: Result<R, EnvelopeError> = array.withUnsafeMutableBytes { bytes in
        do throws(EnvelopeError) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try value(of: result)
}

/// `result`'s value, or its error thrown: `Result.get()`, which the iOS 16 SDK's standard library declares
/// untyped.
private func value<R>(of result: Result<R, EnvelopeError>) throws(EnvelopeError) -> R {
    switch result {
    case .success(let value): return value
    case .failure(let error): throw error
    }
}
