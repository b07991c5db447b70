import Foundation
import KeyboardCompiler
import KeyboardImport
import Testing

/// What `kbc import` says of a CLDR keyboard names the real cause, as CLDR's own files need it: the
/// technical preview of the format rather than the format before 3.0, layers written outside `<layers>`,
/// a flick to a switch key rather than a direction kbc lacks.
@Suite struct ImportCLDRMessagesTests {
    private func diagnostics(of fixture: String) throws -> [Diagnostic] {
        let path = TestPaths.testsFolder + "/ImportFixtures/Codes/" + fixture
        return LayoutImporter().convert(paths: [path], outputFolder: try TestPaths.makeTemporaryFolder()).result.diagnostics
    }

    @Test func theTechnicalPreviewIsNamed() throws {
        let refusal = try #require(try diagnostics(of: "KBC0602-technical-preview.xml").first { $0.code == .importInvalidSource })
        #expect(refusal.message.contains("technical preview of LDML Keyboard 3.0"), "\(refusal.message)")
    }

    @Test func layersOutsideLayersAreShownWhereTheyBelong() throws {
        let refusal = try #require(try diagnostics(of: "KBC0602-layers-without-layers.xml").first { $0.code == .importInvalidSource })
        #expect(refusal.message.contains("its 1 <layer> element stands directly in <keyboard3>; put it in <layers formId="), "\(refusal.message)")
    }

    @Test func aFlickToASwitchKeyIsNamed() throws {
        let lost = try #require(try diagnostics(of: "KBC0603-flick-to-switch-key.xml").first { $0.code == .importNotCarriedOver })
        #expect(lost.message == "the flick 's' of 'a' goes to the key 'numbers', which types no text; not carried over", "\(lost.message)")
    }
}
