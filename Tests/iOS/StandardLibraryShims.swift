// Standard-library API newer than Swift 5.8, for Tests/iOS/typecheck.sh only.
//
// The trimmed iPhoneOS 16.5 SDK that check uses ships Swift 5.8's standard library, which lacks API the
// package's code calls (Xcode 16 and later have it). This file is added to every module that check
// type-checks, so the missing names resolve; it is not part of any SwiftPM target.
extension Sequence {
    /// Swift 6.0's `count(where:)`: how many elements satisfy `predicate`.
    func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
        var count = 0
        for element in self where try predicate(element) { count += 1 }
        return count
    }
}

/// Swift 6.2's `UTF8Span`, as far as SecureInput's `Graphemes` calls it (under `#if compiler(>=6.2)`,
/// which this Swift 6.3 compiler satisfies while the SDK's library lacks the type). Signatures only: the
/// check never runs.
struct UTF8Span {
    /// Stands for `Span<UInt8>`.
    struct Bytes {}
    /// Stands for `UTF8Span.CharacterIterator`.
    struct CharacterIterator {
        var currentCodeUnitOffset: Int { 0 }
        mutating func skipForward() -> Int { 0 }
        mutating func skipForward(by count: Int) -> Int { 0 }
        mutating func next() -> Character? { nil }
    }
    init(validating bytes: Bytes) throws {}
    func makeCharacterIterator() -> CharacterIterator { CharacterIterator() }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Stands for Swift 6.2's `UnsafeBufferPointer.span`.
    var span: UTF8Span.Bytes { UTF8Span.Bytes() }
}
