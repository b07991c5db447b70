import KeyboardCompiler
import Testing

@Suite struct CatalogTests {
    @Test func codesAreUniqueAndDocumented() {
        let all = DiagnosticCatalog.all
        #expect(Set(all.map(\.number)).count == all.count)
        #expect(Set(all.map(\.name)).count == all.count)
        for code in all {
            #expect(code.identifier.count == 7 && code.identifier.hasPrefix("KBC"))
            #expect(!code.summary.isEmpty && !code.summary.hasSuffix("."), "\(code.identifier) summary")
            #expect(code.explanation.count > 60, "\(code.identifier) needs a real explanation")
        }
    }

    @Test func codesAreFoundByIdentifierNumberOrName() {
        #expect(DiagnosticCatalog.code(named: "KBC0101") == .unknownField)
        #expect(DiagnosticCatalog.code(named: "kbc101") == .unknownField)
        #expect(DiagnosticCatalog.code(named: "101") == .unknownField)
        #expect(DiagnosticCatalog.code(named: "unknown-field") == .unknownField)
        #expect(DiagnosticCatalog.code(named: "KBC9999") == nil)
        #expect(DiagnosticCatalog.code(named: "") == nil)
    }

    @Test func everyRegisteredProfileHasItsCodeInTheCatalog() {
        for profile in ValidationProfiles.all {
            #expect(DiagnosticCatalog.all.contains(profile.code))
        }
        #expect(ValidationProfiles.all.map(\.name) == ["letters", "decimal-pad", "id-card-pad", "symbols"])
    }
}
