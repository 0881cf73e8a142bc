import TrellisScene

/// The candidate nearest to `word` by edit distance, when it is near enough to be a likely typo.
func closestMatch(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: NameSuggestion.editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    let allowed = max(2, word.count / 3)
    // `-x` is not a typo of `-o`: the part after the dashes must mostly survive
    let core = word.drop { $0 == "-" }.count
    return best.distance <= allowed && best.distance < core ? best.candidate : nil
}
