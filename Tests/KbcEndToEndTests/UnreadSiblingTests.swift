import Foundation
import Testing

/// `kbc validate bad.yaml` in a folder with a sibling that does not read as YAML reported the sibling's
/// error too, counted it ("in 1 file: 2 errors"), whatever bad.yaml's errors were. A sibling that cannot be
/// read concerns a file named only when that file names a theme, base or page no file declares.
@Suite struct UnreadSiblingTests {
    @Test func aBrokenSiblingTheFileDoesNotNeedIsNotReported() throws {
        let run = try Kbc.run(["validate", "Keys/bad.yaml"], inFolderWith: [
            "Keys/good.yaml": "keyboard: good\nrows:\n  - 1 2 3\n",
            "Keys/bad.yaml": "keyboard: bad\nrows:\n  - 1 1 2\n",
            "Keys/syn.yaml": "keyboard: syn\nrows:\n\t- 1 2\n",
        ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("Keys/bad.yaml:3:7: error: another key already inserts '1' [KBC0207]"), "\(run.standardError)")
        #expect(!run.standardError.contains("syn.yaml"), "\(run.standardError)")
        #expect(run.standardOutput == "Validated 1 keyboard in 1 file: 1 error, 0 warnings.\n", "\(run.standardOutput)")
    }

    @Test(arguments: [("theme: brand\n", "theme: brand\nlight:\n\tbackground: \"#FFFFFF\"\n"),
                      ("extends: base\n", "keyboard: base\nrows:\n\t- 1 2\n")])
    func aBrokenSiblingThatMayDeclareWhatTheFileNamesIsReported(_ reference: String, _ sibling: String) throws {
        let run = try Kbc.run(["validate", "Keys/a.yaml"], inFolderWith: [
            "Keys/a.yaml": "keyboard: a\n" + reference + "rows:\n  - 1 2 3\n",
            "Keys/broken.yaml": sibling,
        ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("Keys/broken.yaml:3:1: error: tab used for indentation; YAML indents with spaces only [KBC0006]"), "\(run.standardError)")
    }
}
