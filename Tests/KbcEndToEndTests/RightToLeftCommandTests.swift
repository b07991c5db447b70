import Foundation
import Testing

/// The Arabic example through the built `kbc`: validated and tested, drawn mirrored, generated with its
/// direction and length, explained.
@Suite struct RightToLeftCommandTests {
    @Test func theArabicExampleValidatesAndPassesItsTests() throws {
        let run = try Kbc.run(["test", "Examples/Layouts/arabic"])
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        #expect(run.standardOutput.contains("Ran 5 tests of 2 keyboards: 0 failed."), "\(run.standardOutput)")
    }

    @Test func theTextPictureDrawsTheFirstKeyAtTheRight() throws {
        let run = try Kbc.run(["render", "Examples/Layouts/arabic/arabic-letters.yaml", "--format", "text"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let top = try #require(lines.first { $0.contains("ض") })
        let keys = top.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // Written from its right end, د first: drawn as on a PC Arabic keyboard, ض on the Q key at the left.
        #expect(keys.first == "ض" && keys.last == "د", "\(keys)")
        let digits = try Kbc.run(["render", "Examples/Layouts/arabic/arabic-digits.yaml", "--format", "text"])
        let row = try #require(digits.standardOutput.split(separator: "\n").first { $0.contains("١") })
        #expect(row.firstRange(of: "١")!.lowerBound < row.firstRange(of: "٣")!.lowerBound, "direction: ltr keeps ١ at the left")
    }

    @Test func generatedSwiftCarriesDirectionAndLength() throws {
        let output = NSTemporaryDirectory() + "kbc-rtl-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try Kbc.run(["generate", "Examples/Layouts/arabic", "--output", output])
        #expect(run.status == 0, "\(run.standardError)")
        let letters = try String(contentsOfFile: output + "/arabic-letters.swift", encoding: .utf8)
        let digits = try String(contentsOfFile: output + "/arabic-digits.swift", encoding: .utf8)
        #expect(letters.contains("layout.direction = .rightToLeft") && !letters.contains("inputLength"))
        #expect(digits.contains("layout.inputLength = InputLength(minimum: 6, maximum: 6, completion: .atMaximum)") && !digits.contains("direction"))
    }

    @Test func theNewCodesAreExplained() throws {
        for code in ["KBC0118", "KBC0119", "KBC0250", "KBC0251", "KBC0252"] {
            let run = try Kbc.run(["explain", code])
            #expect(run.status == 0 && run.standardOutput.hasPrefix(code), "\(code): \(run.standardOutput)")
        }
    }
}
