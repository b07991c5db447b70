/// Codes for what `kbc import` finds in the layouts it converts (KBC0600–KBC0649).
extension DiagnosticCode {
    /// A file given to `kbc import` that it cannot read or whose format it does not know.
    public static let importUnreadable = DiagnosticCode(
        600, "import-unreadable", .error,
        summary: "A file to import cannot be read, or is neither CLDR keyboard XML nor a FUTO layout",
        explanation: """
        `kbc import` reads Unicode CLDR keyboards (LDML Keyboard 3.0: an XML file whose root element is
        `<keyboard3>`) and FUTO Keyboard layouts (YAML with `name` and `rows`). It tells them apart by their
        content, not their name. A file it cannot open, a file over 8 MiB, or one in neither format is
        reported at its first line and nothing is written for it:

            $ kbc import notes.txt -o Imported
            notes.txt:1:1: error: 'notes.txt' is neither a CLDR keyboard (<keyboard3>) nor a FUTO layout (name, rows) [KBC0600]
        """,
        isConfigurable: false)

    /// A CLDR keyboard file that is not well-formed XML, or that uses XML kbc refuses.
    public static let importXMLSyntax = DiagnosticCode(
        601, "import-xml-syntax", .error,
        summary: "A CLDR keyboard file is not well-formed XML",
        explanation: """
        kbc reads keyboard XML with its own small reader, which stops at the first mistake and points at it:
        a tag not closed, an attribute without quotes, `&` that starts no reference. It also refuses what a
        keyboard file never needs and what makes XML readers unsafe: a `DOCTYPE` with declarations inside
        (`<!DOCTYPE keyboard3 [ <!ENTITY … > ]>`) and entities other than XML's five (`&lt; &gt; &amp; &quot;
        &apos;`); character references (`&#x300;`) are read. A `DOCTYPE` that only names the DTD file, as
        CLDR's own keyboards do, is fine:

            <!DOCTYPE keyboard3 SYSTEM "../dtd/ldmlKeyboard3.dtd">
        """,
        isConfigurable: false)

    /// A file that is XML or YAML but does not say what its format requires.
    public static let importInvalidSource = DiagnosticCode(
        602, "import-invalid-source", .error,
        summary: "A keyboard to import does not follow its format",
        explanation: """
        The file reads as XML or YAML but not as a keyboard of its format: a marker not closed
        (`\\m{acute`), a CLDR `<row>` naming a key id
        that neither the file's `<keys>` nor CLDR's standard keys define, a `<layer>` without rows, a
        `${variable}` that `<variables>` does not define, a FUTO file without `rows`, a key that is neither
        text nor a list nor a mapping. The message names what is wrong; fix the file, since kbc cannot guess
        what the keyboard should hold:

            <row keys="q w e r t y u i o p open-sqare" />    <!-- open-square -->
        """,
        isConfigurable: false)

    /// Something the source says that the layout format cannot hold.
    public static let importNotCarriedOver = DiagnosticCode(
        603, "import-not-carried-over", .warning,
        summary: "Part of an imported keyboard has no place in a kbc layout",
        explanation: """
        `kbc import` converts what a kbc page can hold and reports everything else where the source says it,
        so nothing is lost without a word: a hardware layer held by a modifier other than shift or AltGr
        (`ctrl`, `alt`), a flick to a diagonal direction, FUTO's `$action`, `$contextual` and `$number` keys
        (the app decides them), `!icon/` labels, a `symbols` case, moreKeys layout flags (`!fixedColumnOrder!3`),
        multitap, a CLDR `<import>` of a file kbc does not know, a second `<key>` with an id already defined
        (the first is kept), a `<display>` of neither a key id nor an output, a dead key that no transform
        of its page reads (it types what it shows), a transform whose keys are not all on one page, a
        transform whose result holds a marker, or one that deletes what it
        matches, a long press under shift that is not the key's own long press shifted (kbc shifts
        the key's own alternates: Android's Esperanto offers `ʼN` for `ŉ`, which kbc leaves as it is), a
        locale that is no BCP 47 language tag (the pages would get English function-key
        labels; `ar_EG` is read as `ar-EG`), a `<keyMap>` of the format before LDML 3.0 held by modifiers
        other than shift, caps, opt and opt+shift. Each warning says what was left out; add it by hand if the page
        needs it, or silence the code with `--disable KBC0603`.
        """)

    /// A right-to-left page, written without a direction because this kbc has no `direction` field.
    public static let importDirectionNotCarriedOver = DiagnosticCode(
        604, "import-direction-not-carried-over", .warning,
        summary: "A right-to-left page is written left to right",
        explanation: """
        The keyboard's script is written right to left (Arabic, Hebrew, Thaana…). The layout format that
        reads `direction: rtl` writes rows in reading order and mirrors them on screen; this build of kbc
        has no such field, so the page is written as the source draws it, each row from the left, without a
        direction. It types the same characters; callouts open as on a left-to-right page.
        """)

    /// A character typed by two keys of one page, kept once.
    public static let importRepeatedKeyNotCarriedOver = DiagnosticCode(
        605, "import-repeated-key-not-carried-over", .warning,
        summary: "A key that repeats another's character is left out",
        explanation: """
        Real layouts sometimes type one character from two keys (a Japanese kana pad with `。` on two keys,
        a French page with `-` twice). kbc refuses repeated characters on a page (KBC0207) unless the page
        says `repeatedKeys: allowed`, which this build of kbc does not read. The second key is written as a
        gap of the same width, so the others keep their places, and the warning points at it.
        """)

    /// Flick directions the format cannot hold.
    public static let importFlickNotCarriedOver = DiagnosticCode(
        606, "import-flick-not-carried-over", .warning,
        summary: "A key's flick directions are not written",
        explanation: """
        A flick key (a Japanese 12-key kana pad) types another text for each direction the finger moves.
        This build of kbc has no `flick` field, so the key is written with its tap only and each flick
        direction is reported. Make the flick texts long-press `alternates` by hand if the page needs them.
        """)

    /// Transforms (dead keys) the format cannot hold.
    public static let importTransformsNotCarriedOver = DiagnosticCode(
        607, "import-transforms-not-carried-over", .warning,
        summary: "Dead keys and transforms are not written",
        explanation: """
        The keyboard turns typed sequences into other text (a dead key: `´` then `e` gives `é`). This build of
        kbc has no `transforms` field, so the keys type exactly what they show and the sequences are
        reported, once per `<transforms>` element. Long-press `alternates` (`e` → `é è ê`) are the usual way
        to reach accented letters on a touch page.
        """)

    /// A caps lock layer the format cannot hold.
    public static let importCapsNotCarriedOver = DiagnosticCode(
        608, "import-caps-not-carried-over", .warning,
        summary: "What keys type under caps lock is not written",
        explanation: """
        The source gives keys that type something else under caps lock than under shift (a CLDR layer with
        `modifiers="caps"`, a FUTO `shiftLocked` case). This build of kbc has no `caps` field: under caps lock
        the keys type their `shift` text. Each key whose caps text differs is reported.
        """)

    /// A converted page that would not validate, and is therefore not written.
    public static let importPageInvalid = DiagnosticCode(
        610, "import-page-invalid", .error,
        summary: "A converted page would not validate, so it is not written",
        explanation: """
        `kbc import` never writes a layout that `kbc validate` would reject. Each converted page is validated
        with the others before anything is written; a page with errors is reported at the place in the source
        it comes from, with the validation errors as notes, and nothing is written for that keyboard. A row
        of 13 keys (a hardware layout's number row) is the usual reason:

            mt.xml:24:9: error: the page 'mt' would not validate, so it is not written [KBC0610]
            note: row 1 has 13 keys; a row holds at most 12 [KBC0205]
        """,
        isConfigurable: false)

    /// A file in the output folder that `kbc import` did not write.
    public static let importOutputNotImported = DiagnosticCode(
        611, "import-output-not-imported", .error,
        summary: "A file kbc import did not write is where it would write one",
        explanation: """
        `kbc import` replaces only files it wrote, whose first line starts with `# Imported by kbc from`.
        A hand-written layout, a link, or a folder at the name of a page it would write stops it before it
        writes anything. Import into a folder of its own, or move the file away.
        """,
        isConfigurable: false)

    /// Two pages of one import with the same id.
    public static let importDuplicatePage = DiagnosticCode(
        612, "import-duplicate-page", .error,
        summary: "Two imported pages would have the same id",
        explanation: """
        Each page becomes a layout file named after its keyboard id, and ids are unique across layouts.
        Two input files whose names give the same id (`fr.xml` and `fr.yaml`), or two layers of one file
        with the same id, would collide. Import them into separate folders, or rename a file.
        """,
        isConfigurable: false)

    /// A file found in a folder to import that is neither format, skipped.
    public static let importSkippedFile = DiagnosticCode(
        613, "import-skipped-file", .warning,
        summary: "A file found in a folder to import is neither a CLDR keyboard nor a FUTO layout",
        explanation: """
        Given a folder, `kbc import` reads every `.xml`, `.yaml` and `.yml` file in it and its subfolders.
        Folders of layouts often hold other files too (FUTO's `names.yaml`, CI settings, kbc layout files
        an earlier import wrote beside its sources); one whose content is in neither format is skipped, with
        this warning, and the rest imported:

            $ kbc import futo-layouts/layouts -o Imported
            futo-layouts/layouts/names.yaml:1:1: warning: 'names.yaml' is neither a CLDR keyboard (<keyboard3>) nor a FUTO layout (name, rows); skipped [KBC0613]

        Named on the command line, such a file is an error (KBC0600). `--disable KBC0613` silences the
        warning.
        """)

    /// A shift or AltGr layer's row shorter than the row it modifies.
    public static let importShorterModifierRow = DiagnosticCode(
        614, "import-shorter-modifier-row", .warning,
        summary: "A CLDR shift layer's row has fewer keys than the row it shifts",
        explanation: """
        A CLDR hardware layout lists each layer's keys row by row, and kbc gives each key of the unshifted
        row what the same place of the shift layer types. A shift row with fewer keys leaves the last keys of
        the unshifted row without a shifted text: they type their own text under shift. More often a key is
        missing in the middle of the shift row, and every key after it takes its neighbour's shifted text.
        The warning points at the last key of the short row and names the keys left over; compare the two
        rows in the source:

            <layer modifiers="none"> <row keys="1 2 3 4"/> …
            <layer modifiers="shift"> <row keys="bang at dollar"/> …

            us.xml:12:26: warning: row 1 of the 'shift' layer has 3 keys, the row it modifies 4: under 'shift', '4' types itself [KBC0614]

        Add the missing key (a `gap` where the key types nothing under shift) and import again.
        """)

    /// The codes of this group, in order.
    static let importCodes: [DiagnosticCode] = [
        .importUnreadable, .importXMLSyntax, .importInvalidSource, .importNotCarriedOver, .importDirectionNotCarriedOver,
        .importRepeatedKeyNotCarriedOver, .importFlickNotCarriedOver, .importTransformsNotCarriedOver, .importCapsNotCarriedOver,
        .importPageInvalid, .importOutputNotImported, .importDuplicatePage, .importSkippedFile, .importShorterModifierRow,
    ]
}
