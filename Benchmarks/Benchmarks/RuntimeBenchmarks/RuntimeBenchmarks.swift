import Benchmark
import KeyboardCompiler
import KeyboardRuntime

// Run from Benchmarks/:  swift package --disable-sandbox benchmark --target RuntimeBenchmarks
//
// Every benchmark runs an inner loop of 1,000 operations (scalingFactor .kilo); figures marked `*` in the
// output are per operation: one 26-key shuffle, or one layout of 40 key rectangles.

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
            geometry.keyRects(into: &rects, forWidth: 390, metrics: portrait, safeArea: SafeAreaInsets(bottom: 34))
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
                geometry.keyRects(into: &rects, forWidth: 844, metrics: landscape, safeArea: insets)
            } else {
                geometry.keyRects(into: &rects, forWidth: 390, metrics: portrait)
            }
            blackHole(rects)
        }
    }
}
