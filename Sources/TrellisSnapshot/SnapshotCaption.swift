/// Captions over the panels of a side-by-side image, drawn with a built-in 5×7 pixel font, so that the image
/// reads the same on every machine and needs no font files.
enum SnapshotCaption {
    /// The glyphs of the caption words, top row first; `#` is ink.
    static let glyphs: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "C": [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
        "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "F": ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
        "I": [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "N": ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
        "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    ]

    /// Pixels per font pixel.
    static let scale = 2
    /// The height of a caption line in pixels.
    static let height = 7 * scale

    /// The width of `text` in pixels (6 font pixels per letter, the last without its gap).
    static func width(_ text: String) -> Int { max(0, text.count * 6 - 1) * scale }

    /// Draws `text` into `words` (a `width`-wide image of premultiplied words) with its top-left corner at (x, y).
    static func draw(_ text: String, into words: inout [UInt32], width: Int, x: Int, y: Int, color: UInt32) {
        let height = words.count / max(width, 1)
        for (index, letter) in text.enumerated() {
            guard let rows = glyphs[letter] else { continue }
            for (row, line) in rows.enumerated() {
                for (column, cell) in line.enumerated() where cell == "#" {
                    for dy in 0..<scale {
                        for dx in 0..<scale {
                            let px = x + (index * 6 + column) * scale + dx, py = y + row * scale + dy
                            if px >= 0, py >= 0, px < width, py < height { words[py * width + px] = color }
                        }
                    }
                }
            }
        }
    }
}
