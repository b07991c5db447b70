/// Rewords libyaml's syntax errors where an author needs more help than libyaml's own words give.
enum SyntaxErrorInterpretation {
    /// Characters that YAML reads as syntax at the start of a value, though a keyboard author may mean them as text.
    static let indicators: Set<Character> = ["#", "-", ":", "*", "&", "!", "|", ">", "%", "@", "`"]

    static func problem(
        libyamlProblem: String,
        context: String?,
        at position: SourcePosition,
        contextPosition: SourcePosition?,
        in source: SourceText
    ) -> YAMLProblem {
        if source.scalar(at: position) == "\t" {
            return YAMLProblem(.tabIndentation, at: position)
        }
        for candidate in [position, contextPosition].compactMap({ $0 }) {
            if let scalar = source.scalar(at: candidate), indicators.contains(Character(scalar)) {
                return YAMLProblem(
                    .unquotedIndicator(Character(scalar), problem: libyamlProblem), at: candidate,
                    contextPosition: candidate == position ? contextPosition : position)
            }
        }
        return YAMLProblem(.syntax(problem: libyamlProblem, context: context), at: position, contextPosition: contextPosition)
    }
}
