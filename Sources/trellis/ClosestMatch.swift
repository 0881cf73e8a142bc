/// The candidate nearest to `word` by edit distance, when it is near enough to be a likely typo.
func closestMatch(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    let allowed = max(2, word.count / 3)
    // `-x` is not a typo of `-o`: the part after the dashes must mostly survive
    let core = word.drop { $0 == "-" }.count
    return best.distance <= allowed && best.distance < core ? best.candidate : nil
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let left = Array(a), right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = Array(repeating: 0, count: right.count + 1)
    for i in 1...left.count {
        current[0] = i
        for j in 1...right.count {
            let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[right.count]
}
