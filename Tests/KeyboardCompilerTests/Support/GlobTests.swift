@testable import KeyboardCompiler
import Testing

/// The patterns of `kbc-config.yaml`: ids and paths.
@Suite struct GlobTests {
    @Test func starsStayInAFolderAndDoubleStarsCross() {
        #expect(Glob("pin-*").matches("pin-pad"))
        #expect(!Glob("pin-*").matches("otp-pad"))
        #expect(Glob("*pin*").matches("bank-pin-6"))
        #expect(!Glob("Legacy/*").matches("Legacy/old/pad.yaml"))
        #expect(Glob("Legacy/**").matches("Legacy/old/pad.yaml"))
        #expect(Glob("**/pad.yaml").matches("pad.yaml"))
        #expect(Glob("kb?").matches("kb1") && !Glob("kb?").matches("kb12"))
        #expect(Glob("?-pad").matches("é-pad"), "? is one character, however many bytes")
        #expect(Glob("pin-pad").matches("pin-pad") && !Glob("pin-pad").matches("pin-pads"))
    }

    @Test func pathsAreRelativeToTheConfigurationsFolder() {
        #expect(Glob("Banking/*.yaml").matches(path: "/app/Sources/Keys/Banking/pin.yaml", relativeTo: "/app/Sources/Keys"))
        #expect(!Glob("Banking/*.yaml").matches(path: "/app/Sources/Keys/Other/pin.yaml", relativeTo: "/app/Sources/Keys"))
        #expect(Glob("pin.yaml").matches(path: "/anywhere/pin.yaml", relativeTo: nil), "a pattern without '/' matches the file's name")
    }
}
