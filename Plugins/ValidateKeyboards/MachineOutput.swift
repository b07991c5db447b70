import Foundation

/// The documents `kbc validate --format json|sarif` prints for each target, as one document on standard
/// output, so that a tool reading the plugin's output parses it whole however many targets have layouts.
enum MachineOutput {
    /// A format whose output is one JSON document per run of kbc.
    enum Format: Equatable {
        case json, sarif

        /// The format `--format` asks for among the arguments passed to kbc (`--format X` or `--format=X`),
        /// or `nil` for text, GitHub commands (lines, which concatenate) or none.
        init?(arguments: [String]) {
            var value: String?
            for (index, argument) in arguments.enumerated() {
                if argument == "--format", index + 1 < arguments.count { value = arguments[index + 1] }
                if argument.hasPrefix("--format=") { value = String(argument.dropFirst("--format=".count)) }
            }
            switch value {
            case "json": self = .json
            case "sarif": self = .sarif
            default: return nil
            }
        }
    }

    /// One document: a single target's as kbc printed it; several merged (SARIF: their runs in one log;
    /// JSON: diagnostics and omitted counts appended, summary counts added up, each target's configuration
    /// listed under `configurations`, in place of the single `configuration`). A document that is not
    /// JSON (kbc refused the command line) is passed through as it is.
    static func merge(_ documents: [Data], format: Format) -> Data {
        guard documents.count > 1 else { return documents.first ?? Data() }
        let parsed = documents.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        guard parsed.count == documents.count, var merged = parsed.first else { return documents.reduce(Data(), +) }
        switch format {
        case .sarif:
            merged["runs"] = parsed.flatMap { $0["runs"] as? [Any] ?? [] }
        case .json:
            merged["diagnostics"] = parsed.flatMap { $0["diagnostics"] as? [Any] ?? [] }
            merged["omitted"] = parsed.flatMap { $0["omitted"] as? [Any] ?? [] }
            var summary: [String: Int] = [:]
            for document in parsed {
                for (key, value) in document["summary"] as? [String: Any] ?? [:] { summary[key, default: 0] += value as? Int ?? 0 }
            }
            merged["summary"] = summary
            merged["configuration"] = nil
            merged["configurations"] = parsed.map { $0["configuration"] ?? NSNull() }
        }
        let data = (try? JSONSerialization.data(withJSONObject: merged, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }
}
