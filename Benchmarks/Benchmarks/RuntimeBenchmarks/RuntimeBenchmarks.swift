import Benchmark
import KeyboardCompiler
import KeyboardRuntime

// Run from Benchmarks/:  swift package --disable-sandbox benchmark --target RuntimeBenchmarks
//
// Every benchmark runs an inner loop of 1,000 operations (scalingFactor .kilo); figures marked `*` in the
// output are per operation: one 26-key shuffle, or one layout of 40 key rectangles.

/// Hides a value from the optimizer. `keyRects(into:)` is inlinable, so a loop calling it with the same
/// constants could have the layout folded or hoisted out of it and measure only the stores. Swift 6.3.1 does
/// not do that today (Benchmarks/scripts/keyrects-callgrind.sh counts 7,088 instructions per iteration with
/// constants and 7,107 with opaque inputs), and opaque inputs keep it so under any optimizer.
@inline(never) func opaque<T>(_ value: T) -> T { value }

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    let letters = Fixtures.letters

    // MARK: Shuffle

    Benchmark("Shuffle 26 keys, secure generator, into existing arrangement") { benchmark in
        var arrangement = KeyArrangement(layout: letters)
        var generator = SecureRandomNumberGenerator()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            arrangement.reshuffle(using: &generator)
            blackHole(arrangement)
        }
    }

    Benchmark("Shuffle 26 keys, new secure generator per shuffle (one getentropy each)") { benchmark in
        var arrangement = KeyArrangement(layout: letters)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var generator = SecureRandomNumberGenerator()
            arrangement.reshuffle(using: &generator)
            blackHole(arrangement)
        }
    }

    Benchmark("Baseline: stdlib shuffle of 26 elements, SystemRandomNumberGenerator") { benchmark in
        var keys = Array(0..<26)
        var generator = SystemRandomNumberGenerator()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            keys.shuffle(using: &generator)
            blackHole(keys)
        }
    }

    Benchmark("Shuffle 26 keys, SystemRandomNumberGenerator, into existing arrangement") { benchmark in
        var arrangement = KeyArrangement(layout: letters)
        var generator = SystemRandomNumberGenerator()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            arrangement.reshuffle(using: &generator)
            blackHole(arrangement)
        }
    }

    Benchmark("Shuffle 26 keys, seeded SplitMix64, into existing arrangement") { benchmark in
        var arrangement = KeyArrangement(layout: letters)
        var generator = SeededRandomNumberGenerator(seed: 1)  // SplitMix64, from KeyboardRuntime
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            arrangement.reshuffle(using: &generator)
            blackHole(arrangement)
        }
    }

    Benchmark("layout.shuffled(), letters (new layout value each time)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(letters.shuffled())
        }
    }

    // MARK: Geometry

    Benchmark("Geometry: 40 key rectangles into a reused buffer") { benchmark in
        let geometry = KeyboardGeometry(layout: Fixtures.fortyKeys)
        precondition(geometry.keyCount == 40)
        let portrait = KeyboardMetrics(device: .phone, orientation: .portrait)
        var rects: [KeyRect] = []
        rects.reserveCapacity(geometry.keyCount)
        geometry.keyRects(into: &rects, forWidth: 390, metrics: portrait)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            geometry.keyRects(into: &rects, forWidth: opaque(390), metrics: opaque(portrait), safeArea: opaque(SafeAreaInsets(bottom: 34)))
            blackHole(rects)
        }
    }

    Benchmark("Geometry: letters (31 rectangles), rotating portrait/landscape, reused buffer") { benchmark in
        let geometry = KeyboardGeometry(layout: letters)
        let portrait = KeyboardMetrics(device: .phone, orientation: .portrait)
        let landscape = KeyboardMetrics(device: .phone, orientation: .landscape)
        let insets = SafeAreaInsets(left: 47, right: 47, bottom: 21)
        var rects: [KeyRect] = []
        geometry.keyRects(into: &rects, forWidth: 390, metrics: portrait)
        var flip = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            flip.toggle()
            if flip {
                geometry.keyRects(into: &rects, forWidth: opaque(844), metrics: opaque(landscape), safeArea: opaque(insets))
            } else {
                geometry.keyRects(into: &rects, forWidth: opaque(390), metrics: opaque(portrait))
            }
            blackHole(rects)
        }
    }

    // MARK: Touch to event

    // One operation is a whole key press: touch-down and lift on a letter, hit tested, recognised by
    // KeyboardInteraction and typed by KeyboardSession into an output buffer the renderer reuses. The issue's
    // target: no allocation, well under a microsecond.

    let viewport = KeyboardInteraction.Viewport(width: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait))

    Benchmark("Touch to event: a key press (down + lift) on a letter, reused output buffer") { benchmark in
        var session = try! KeyboardSession(layouts: [letters, Fixtures.symbols], initialPage: "letters")
        var interaction = KeyboardInteraction(session: session, viewport: viewport)
        let key = interaction.hitTester.keyRects[1][4]
        var outputs: [KeyboardOutput] = []
        outputs.reserveCapacity(8)
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            outputs.removeAll(keepingCapacity: true)
            time += 0.1
            interaction.handle(TouchEvent(id: 1, phase: .began, x: key.midX, y: key.midY, time: time), session: &session, into: &outputs)
            interaction.handle(TouchEvent(id: 1, phase: .ended, x: key.midX, y: key.midY, time: time + 0.05), session: &session, into: &outputs)
            blackHole(outputs)
        }
        precondition(outputs == [.insert("g")], "the press should type g, typed \(outputs)")
    }

    Benchmark("Touch to event: a finger sliding across the letters (one move), reused output buffer") { benchmark in
        var session = try! KeyboardSession(layouts: [letters, Fixtures.symbols], initialPage: "letters")
        var interaction = KeyboardInteraction(session: session, viewport: viewport)
        let row = interaction.hitTester.keyRects[0]
        var outputs: [KeyboardOutput] = []
        outputs.reserveCapacity(8)
        interaction.handle(TouchEvent(id: 1, phase: .began, x: row[0].midX, y: row[0].midY, time: 0), session: &session, into: &outputs)
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            step += 1
            let key = row[step % row.count]
            // Far less than the long-press delay apart, and each move restarts the press on a new key.
            interaction.handle(TouchEvent(id: 1, phase: .moved, x: key.midX, y: key.midY, time: Double(step) * 1e-6), session: &session, into: &outputs)
            blackHole(outputs)
        }
    }

    Benchmark("Touch to event: a key press returning a new output array (the convenience form)") { benchmark in
        var session = try! KeyboardSession(layouts: [letters, Fixtures.symbols], initialPage: "letters")
        var interaction = KeyboardInteraction(session: session, viewport: viewport)
        let key = interaction.hitTester.keyRects[1][4]
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 0.1
            blackHole(interaction.handle(TouchEvent(id: 1, phase: .began, x: key.midX, y: key.midY, time: time), session: &session))
            blackHole(interaction.handle(TouchEvent(id: 1, phase: .ended, x: key.midX, y: key.midY, time: time + 0.05), session: &session))
        }
    }

    Benchmark("Baseline: hit test alone (HitTester.target), 31 keys") { benchmark in
        let session = try! KeyboardSession(layouts: [letters, Fixtures.symbols], initialPage: "letters")
        let tester = KeyboardInteraction(session: session, viewport: viewport).hitTester
        let key = tester.keyRects[1][4]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(tester.target(atX: key.midX, y: key.midY))
        }
    }
}
