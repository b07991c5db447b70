import Foundation
@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The errors of files made before the build (`kbc import`'s pages, each left out by its maker when it has
/// errors of its own) stop nothing; any other error stops the output checks and the writes. Which errors
/// are the maker's was the number of diagnostics first in the list, so a stage that sorted or inserted
/// diagnostics would have let a new error through or stopped on the maker's: it is their count, by value.
@Suite struct MadeFilesOutcomeTests {
    static let page = GeneratedFile(name: "pad.yaml", contents: "keyboard: pad\nrows:\n  - 1 2 3\n")

    /// Two errors of the maker, one reported twice, and a warning.
    static let makersDiagnostics = [
        Diagnostic(.importPageInvalid, "the page 'a' would not validate, so it is not written", at: SourceLocation(file: "in.xml", line: 3, column: 5)),
        Diagnostic(.importPageInvalid, "the page 'b' would not validate, so it is not written", at: SourceLocation(file: "in.xml", line: 9, column: 5)),
        Diagnostic(.importPageInvalid, "the page 'a' would not validate, so it is not written", at: SourceLocation(file: "in.xml", line: 3, column: 5)),
        Diagnostic(.importCapsNotCarriedOver, "caps", at: SourceLocation(file: "in.xml", line: 4, column: 7)),
    ]

    @Test(arguments: 0..<UInt64(16))
    func theMakersErrorsStopNothingInAnyOrder(_ seed: UInt64) throws {
        let folder = try TestPaths.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededRandomNumberGenerator(seed: seed)
        let result = CompilationResult(keyboards: [], diagnostics: Self.makersDiagnostics.shuffled(using: &generator), sources: [:])
        var outcome = BuildOutcome(made: [Self.page], result: result, configuration: AppliedConfiguration(), into: folder, kind: .importedLayout)
        #expect(outcome.plan != nil)
        outcome.result.diagnostics.shuffle(using: &generator)
        #expect(!outcome.stops)
        // The maker's error once more than it reported it is not the maker's.
        var again = outcome
        again.result.diagnostics.insert(Self.makersDiagnostics[0], at: Int.random(in: 0...again.result.diagnostics.count, using: &generator))
        #expect(again.stops)
        let other = Diagnostic(.importPageInvalid, "the page 'c' would not validate, so it is not written", at: SourceLocation(file: "in.xml", line: 12, column: 5))
        outcome.result.diagnostics.insert(other, at: Int.random(in: 0...outcome.result.diagnostics.count, using: &generator))
        #expect(outcome.stops)
    }
}
