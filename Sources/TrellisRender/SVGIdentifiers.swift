/// Cairo names SVG elements after process-wide surface counters (`surface36`, `image12`), so the same drawing gets
/// different ids depending on what was drawn before; renumbering them by first appearance makes SVG bytes stable.
enum SVGIdentifiers {
    private static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    /// The document with every `id="surfaceN"`/`#surfaceN` (and `image`) renumbered from 1 in order of appearance.
    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [[UInt8]: Int] = [:]
        var index = 0
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        while index < svg.count {
            let byte = svg[index]
            output.append(byte)
            index += 1
            // Only right after `"` or `#`: base64 image data contains neither.
            guard byte == quote || byte == hash else { continue }
            for prefix in prefixes where svg.count - index > prefix.count && svg[index..<(index + prefix.count)].elementsEqual(prefix) {
                var end = index + prefix.count
                while end < svg.count, svg[end] >= UInt8(ascii: "0"), svg[end] <= UInt8(ascii: "9") { end += 1 }
                guard end > index + prefix.count else { break }
                let key = Array(svg[index..<end])
                let number = numbers[key] ?? (numbers.count + 1)
                numbers[key] = number
                output.append(contentsOf: prefix)
                output.append(contentsOf: Array(String(number).utf8))
                index = end
                break
            }
        }
        return output
    }
}
