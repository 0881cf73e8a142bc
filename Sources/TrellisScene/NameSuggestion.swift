/// "Did you mean" for names a user mistyped: the nearest candidate by edit distance.
public enum NameSuggestion {
    /// The candidate nearest to `name` if it is near enough to be a likely typo.
    ///
    /// Each candidate costs at most a band of the distance table around its diagonal (a candidate whose length alone
    /// puts it out of reach costs nothing), so that thousands of unknown keys are reported in linear time (issue 17).
    static func nearest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        guard !lowered.isEmpty else { return nil }
        let limit = lowered.count <= 3 ? 1 : (lowered.count <= 6 ? 2 : 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            // Only a strictly nearer candidate replaces the best one.
            let bound = min(limit, (best?.distance ?? Int.max) - 1)
            guard bound >= 0 else { continue }
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= bound else { continue }
            if let distance = editDistance(lowered, other, bound: bound) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` or the empty string.
    static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        nearest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance between two strings, by characters, where swapping two neighbours counts as one edit.
    public static func editDistance(_ a: String, _ b: String) -> Int { editDistance(Array(a), Array(b)) }

    /// Levenshtein distance, where swapping two neighbouring characters also counts as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }

    /// `editDistance(a, b)` if it is at most `bound`, else nil; stops as soon as two rows of the table exceed the bound
    /// (every later entry is at least the smaller of the two rows' minima, a swap reaching back two rows).
    static func editDistance(_ a: [Character], _ b: [Character], bound: Int) -> Int? {
        if a.isEmpty || b.isEmpty {
            let distance = max(a.count, b.count)
            return distance <= bound ? distance : nil
        }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var minimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
                minimum = min(minimum, current[j])
            }
            if minimum > bound && previousMinimum > bound { return nil }
            previousMinimum = minimum
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
