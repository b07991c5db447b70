import Foundation
import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The resolution stage tested against itself: random sets of layout files (``LayoutSetGenerator``) are
/// compiled, flattened (`kbc flatten`'s ``LayoutFlattening``) and compiled again, and the generated Swift
/// must not change by a byte; flattening the flattened files must give them back unchanged. Each set is
/// also resolved by the generator's own model of the documented format, and those standalone files must
/// generate the same Swift as the originals too: that is what finds resolution bugs whose result a
/// flattened file would only repeat.
///
/// 200 fixed seeds run by default; `KBC_FLATTEN_CASES=5000` runs more, and `KBC_FLATTEN_SEED=N` starts
/// at seed N (`KBC_FLATTEN_CASES=1 KBC_FLATTEN_SEED=N` reruns one case; `KBC_FLATTEN_VERBOSE=1` prints
/// the cases skipped for errors). A failure prints its seed and every file involved. (The seven resolution
/// bugs this test found are kept as minimal pairs of files in ``ResolutionRegressionTests``.)
@Suite struct FlattenRoundTripTests {
    static func environment(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }

    /// One case that did not hold, with the keyboards it concerns.
    struct Failure {
        var seed: UInt64
        var message: String
    }

    struct Statistics {
        var cases = 0
        var compiled = 0
        var skipped = 0
        var keyboards = 0
        var failures: [Failure] = []
        /// The error codes of the cases skipped, and how often each stopped one.
        var skippedCodes: [String: Int] = [:]
        /// The first seed each of those codes stopped.
        var firstSkippedSeed: [String: UInt64] = [:]
    }

    @Test func flattenedAndModelResolvedLayoutsGenerateTheSameSwift() {
        let count = Self.environment("KBC_FLATTEN_CASES") ?? 200
        let first = Self.environment("KBC_FLATTEN_SEED") ?? 1
        var statistics = Statistics()
        for seed in first..<(first + count) {
            Self.check(seed: seed, into: &statistics)
        }
        let unknown = statistics.failures
        print("""
            flatten round trip: \(statistics.cases) cases from seed \(first), \(statistics.compiled) compiled \
            (\(statistics.keyboards) keyboards), \(statistics.skipped) skipped for errors \(statistics.skippedCodes.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value) (first seed \(statistics.firstSkippedSeed[$0.key] ?? 0))" }), \(unknown.count) failed
            """)
        // Most sets compile: the generator is not testing the rules that refuse layouts.
        #expect(statistics.cases < 20 || statistics.compiled * 10 >= statistics.cases * 6, "only \(statistics.compiled) of \(statistics.cases) cases compiled")
        for failure in unknown.prefix(5) {
            Issue.record(Comment(rawValue: failure.message))
        }
        if unknown.count > 5 { Issue.record("\(unknown.count - 5) more cases failed (seeds \(unknown.dropFirst(5).map(\.seed)))") }
    }

    /// Compiles, flattens and compiles again one generated set, and compares it with the model's files.
    static func check(seed: UInt64, into statistics: inout Statistics) {
        statistics.cases += 1
        var generator = LayoutSetGenerator(seed: seed)
        var keyboards = generator.keyboards()
        var model = LayoutSetGenerator.resolve(keyboards)
        var (sources, result) = compile(keyboards, generator: generator, folder: "original")
        var (oracleSources, oracle) = compileOracle(keyboards, model: model, generator: generator)
        func fail(_ what: String, ids: [String], others: [LayoutSource] = [], details: String = "") {
            var message = "seed \(seed): \(what) (keyboards \(ids.joined(separator: ", ")))\n\(details)"
            message += "\n--- the generated files ---\n" + describe(sources)
            if !others.isEmpty { message += "--- compared with ---\n" + describe(others) }
            statistics.failures.append(Failure(seed: seed, message: message))
        }
        if result.hasErrors {
            if oracle.hasErrors {
                statistics.skipped += 1
                if environment("KBC_FLATTEN_VERBOSE") != nil { print("seed \(seed) skipped:\n\(errors(of: result))\n\(describe(sources))") }
                for code in Set(result.diagnostics.filter { $0.severity == .error }.map(\.code.identifier)) {
                    statistics.skippedCodes[code, default: 0] += 1
                    if statistics.firstSkippedSeed[code] == nil { statistics.firstSkippedSeed[code] = seed }
                }
            } else {
                let files = Set(result.diagnostics.filter { $0.severity == .error }.compactMap { $0.location?.file })
                let ids = keyboards.filter { files.contains("original/" + $0.file) }.map(\.id)
                fail("the files have errors that the model's resolved files do not", ids: ids, others: oracleSources,
                     details: errors(of: result))
            }
            return
        }
        // A repertoire for some keyboards: what they type, so that it holds.
        let before = keyboards
        var changed = false
        for index in keyboards.indices where generator.chance(0.3) {
            let characters = KeyboardRepertoire.characters(typableFrom: keyboards[index].id, among: result.layouts).sorted()
            guard !characters.isEmpty else { continue }
            keyboards[index].repertoire = String(characters)
            changed = true
        }
        if changed {
            let recompiled = compile(keyboards, generator: generator, folder: "original")
            if recompiled.1.hasErrors {
                keyboards = before
            } else {
                (sources, result) = recompiled
                model = LayoutSetGenerator.resolve(keyboards)
                (oracleSources, oracle) = compileOracle(keyboards, model: model, generator: generator)
            }
        }
        statistics.compiled += 1
        statistics.keyboards += result.keyboards.count
        let swift = generatedSwift(result)

        // The model's resolution of the documented format.
        if oracle.hasErrors {
            fail("the model's resolved files have errors that the files do not", ids: keyboards.map(\.id), others: oracleSources, details: errors(of: oracle))
        } else {
            let expected = generatedSwift(oracle)
            let differing = keyboards.filter { swift[outputName($0.file)] != expected[outputName($0.file)] }
            if described(result) != described(oracle) {
                fail("the profiles, repertoires or tests differ from the model's resolution", ids: keyboards.map(\.id), others: oracleSources,
                     details: "\(described(result))\n\(described(oracle))")
            }
            if !differing.isEmpty {
                fail("the compiled Swift differs from the model's resolution", ids: differing.map(\.id), others: oracleSources,
                     details: firstDifference(swift, expected, names: differing.map { outputName($0.file) }))
            }
        }

        // The round trip through `kbc flatten`.
        let (files, problems) = LayoutFlattening.files(for: result)
        if !problems.isEmpty {
            for problem in problems {
                let keyboard = keyboards.first { "original/" + $0.file == problem.location?.file }
                let notes = problem.notes.map(\.message).joined(separator: "; ")
                fail("flatten refused: \(problem.message): \(notes)", ids: keyboard.map { [$0.id] } ?? [])
            }
            return
        }
        let flatSources = files.map { LayoutSource(path: "flat/" + $0.name, text: $0.contents) }
        let flat = LayoutCompiler().compile(flatSources)
        if flat.hasErrors {
            fail("the flattened files have errors", ids: keyboards.map(\.id), others: flatSources, details: errors(of: flat))
            return
        }
        let roundTrip = generatedSwift(flat)
        let differing = keyboards.filter { swift[outputName($0.file)] != roundTrip[outputName($0.file)] }
        if !differing.isEmpty || swift.count != roundTrip.count {
            fail("the flattened files generate other Swift", ids: differing.map(\.id), others: flatSources,
                 details: firstDifference(swift, roundTrip, names: differing.map { outputName($0.file) }))
        }
        let again = LayoutFlattening.files(for: flat)
        if again.diagnostics.count > 0 || again.files.map({ Array($0.contents.utf8) }) != files.map({ Array($0.contents.utf8) }) {
            fail("flattening the flattened files changes them", ids: keyboards.map(\.id), others: flatSources,
                 details: again.files.map(\.contents).joined(separator: "\n"))
        }
        // What the Swift does not hold: profiles, repertoires and tests, field for field.
        if described(result) != described(flat) {
            fail("the flattened files have other profiles, repertoires or tests", ids: keyboards.map(\.id), others: flatSources,
                 details: "\(described(result))\n\(described(flat))")
        }
        let tests = LayoutTestRunner.run(result)
        let flatTests = LayoutTestRunner.run(flat)
        if tests.testCount != flatTests.testCount || tests.failures.map(\.message) != flatTests.failures.map(\.message) {
            fail("the flattened tests run differently", ids: keyboards.map(\.id), others: flatSources,
                 details: "\(tests.failures.map(\.message))\n\(flatTests.failures.map(\.message))")
        }
    }

    /// What the Swift does not hold, per keyboard: its profile, repertoire and tests, field for field.
    static func described(_ result: CompilationResult) -> [String] {
        result.keyboards.map { keyboard in
            let tests = keyboard.declaration.tests.map { test in
                "\(test.name.map { Array($0.utf8) } ?? []) \(test.presses) \(Array(test.expectedText.utf8)) \(test.expectedPage ?? "-")"
            }
            return "\(keyboard.layout.id) \(keyboard.declaration.profile ?? "-") \(keyboard.declaration.repertoire.map { Array($0.utf8) } ?? []) \(tests)"
        }
    }

    static func compile(_ keyboards: [LayoutSetGenerator.Keyboard], generator: LayoutSetGenerator, folder: String) -> ([LayoutSource], CompilationResult) {
        let sources = keyboards.map { LayoutSource(path: folder + "/" + $0.file, text: generator.file($0)) }
        return (sources, LayoutCompiler().compile(sources))
    }

    static func compileOracle(
        _ keyboards: [LayoutSetGenerator.Keyboard], model: [String: LayoutSetGenerator.Resolved], generator: LayoutSetGenerator
    ) -> ([LayoutSource], CompilationResult) {
        let sources = keyboards.map { LayoutSource(path: "model/" + $0.file, text: generator.oracleFile($0, model[$0.id]!)) }
        return (sources, LayoutCompiler().compile(sources))
    }

    /// The generated Swift of every keyboard, by output file name.
    static func generatedSwift(_ result: CompilationResult) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for file in SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter()).files { files[file.name] = Array(file.contents.utf8) }
        return files
    }

    static func outputName(_ file: String) -> String {
        SwiftGeneration.outputName(forLayoutFile: file)
    }

    static func describe(_ sources: [LayoutSource]) -> String {
        sources.map { "# \($0.path)\n" + String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n")
    }

    static func errors(of result: CompilationResult) -> String {
        result.diagnostics.filter { $0.severity == .error }.map { "\($0.location.map { "\($0.file):\($0.position)" } ?? ""): \($0.message) [\($0.code.identifier)]" }
            .joined(separator: "\n")
    }

    /// The first line that differs in each of the named files.
    static func firstDifference(_ left: [String: [UInt8]], _ right: [String: [UInt8]], names: [String]) -> String {
        names.map { name in
            let one = String(decoding: left[name] ?? [], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let two = String(decoding: right[name] ?? [], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard let line = Array(zip(one, two)).firstIndex(where: { !$0.0.utf8.elementsEqual($0.1.utf8) }) ?? (one.count == two.count ? nil : min(one.count, two.count)) else {
                return "\(name): identical"
            }
            let a = line < one.count ? String(one[line]) : "(end)"
            let b = line < two.count ? String(two[line]) : "(end)"
            return "\(name) line \(line + 1):\n  compiled: \(a)\n  expected: \(b)"
        }.joined(separator: "\n")
    }
}
