import Foundation
import Testing

/// `kbc render --scale` and what `--help` says about fonts.
@Suite struct RenderScaleTests {
    /// The `x` and `width` values of the key faces.
    static func faceNumbers(_ svg: String) -> [Double] {
        svg.split(separator: "\n").filter { $0.contains("class=\"key-face\"") }.flatMap { line -> [Double] in
            ["x", "width"].compactMap { name in
                guard let range = line.range(of: " \(name)=\"") else { return nil }
                let rest = line[range.upperBound...]
                return Double(rest.prefix { $0 != "\"" })
            }
        }
    }

    @Test func scaleOnePutsEveryKeyEdgeOnWholePoints() throws {
        let run = try Kbc.run(["render", "Layouts/letters.yaml", "--scale", "1"])
        #expect(run.status == 0, "\(run.standardError)")
        let numbers = Self.faceNumbers(run.standardOutput)
        #expect(numbers.count == 2 * 31)
        #expect(numbers.allSatisfy { $0 == $0.rounded() }, "\(numbers)")
    }

    @Test func theDefaultPhoneScaleIsThree() throws {
        let run = try Kbc.run(["render", "Layouts/letters.yaml"])
        #expect(run.status == 0)
        // 33.5-point keys become 100 pixels at 3x: 33.33 points.
        #expect(run.standardOutput.contains("width=\"33.33\""))
        #expect(!run.standardOutput.contains("width=\"33.5\""))
    }

    @Test func scaleIsValidated() throws {
        let run = try Kbc.run(["render", "Layouts/letters.yaml", "--scale", "9"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("--scale"))
    }

    @Test func helpNamesTheFontsFullWidthPagesNeed() throws {
        let run = try Kbc.run(["render", "--help"])
        let help = run.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("fonts-noto-cjk"))
        #expect(help.contains("PingFang SC"))
        #expect(help.contains("--scale"))
    }
}
