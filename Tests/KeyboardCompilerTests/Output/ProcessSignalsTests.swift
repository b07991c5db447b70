#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardCompiler
import Testing

/// Set by the test's `SIGHUP` handler.
nonisolated(unsafe) private var hangUpsReceived: sig_atomic_t = 0

/// ``ProcessSignals/deferringInterruptions(_:)``: an interruption that arrives while a folder changes
/// takes effect only once the change is complete.
@Suite(.serialized) struct ProcessSignalsTests {
    @Test func anInterruptionWaitsUntilTheBodyReturns() throws {
        hangUpsReceived = 0
        // The test's thread may have it blocked already (the runner's threads inherit a mask).
        var hangUp = sigset_t()
        sigemptyset(&hangUp)
        sigaddset(&hangUp, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &hangUp, nil)
        let previous = signal(SIGHUP) { _ in hangUpsReceived += 1 }
        defer { signal(SIGHUP, previous) }
        let seenInside = ProcessSignals.deferringInterruptions { () -> sig_atomic_t in
            raise(SIGHUP)
            return hangUpsReceived
        }
        #expect(seenInside == 0, "held back while the body runs")
        #expect(hangUpsReceived == 1, "delivered as it returns")
        raise(SIGHUP)
        #expect(hangUpsReceived == 2, "not held back afterwards")
    }
}
