import KeyboardRuntime

/// What the resolver reads from keyboards' locales, each locale read once for all the keyboards that
/// have it: the direction, whether shift types a dotted `İ`, and the language of default labels.
///
/// Keyboards compiled together mostly share a few locales (the seven standard layouts have three), and
/// parsing the tag again for each keyboard showed in the resolver's cost.
struct LocaleReadings {
    /// What one locale gives.
    struct Reading {
        var direction: LayoutDirection
        var usesDottedCapitalI: Bool
        /// Read the first time a keyboard with this locale has a key without a label.
        var labelLanguage: LabelLanguage?
    }

    // A short list searched in order: compiled together, keyboards have a handful of locales.
    private var locales: [String?] = []
    private var readings: [Reading] = []

    /// What `locale` gives; the label language only when `needsLabelLanguage`.
    mutating func reading(of locale: String?, needsLabelLanguage: Bool) -> Reading {
        let index: Int
        if let found = locales.firstIndex(where: { $0 == locale }) {
            index = found
        } else {
            locales.append(locale)
            readings.append(Reading(
                direction: LayoutDirection(locale: locale), usesDottedCapitalI: KeyboardResolver.usesDottedCapitalI(locale), labelLanguage: nil))
            index = readings.count - 1
        }
        if needsLabelLanguage && readings[index].labelLanguage == nil { readings[index].labelLanguage = LabelLanguage(locale: locale) }
        return readings[index]
    }
}
