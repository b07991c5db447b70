import Foundation
import KeyboardCompiler
import Testing

/// A keyboard of LDML Keyboard 3.0's technical preview (`<keyboard conformsTo="techpreview">`, as many
/// files of CLDR's history are) is refused with a message that names the preview, not as a keyboard of
/// the format before 3.0.
@Suite struct ImportTechnicalPreviewTests {
    @Test func thePreviewIsNamed() throws {
        let path = TestPaths.testsFolder + "/ImportFixtures/Codes/KBC0602-technical-preview.xml"
        let conversion = LayoutImporter().convert(paths: [path], outputFolder: try TestPaths.makeTemporaryFolder())
        let refusal = try #require(conversion.result.diagnostics.first { $0.code == .importInvalidSource })
        #expect(refusal.message.contains("technical preview of LDML Keyboard 3.0"), "\(refusal.message)")
        #expect(conversion.files.isEmpty)
    }
}
