/// A TCP port for `watch --port`: 0 (any free port) to 65535.
struct Port: ExpressibleByArgument, Equatable {
    var value: Int
    init?(argument: String) {
        guard let value = Int(argument), (0...65535).contains(value) else { return nil }
        self.value = value
    }
    static func expectation(given text: String) -> String { "a port number from 0 (any free port) to 65535" }
}
