/// Why an XML text could not be read, and where (1-based line and column).
struct XMLParseError: Error, Sendable, Hashable {
    var message: String
    var line: Int
    var column: Int
}
