#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A small HTTP/1.1 server on the loopback interface only (127.0.0.1), for the `watch` page: one request per
/// connection, answered by `respond`; one owner of the listening socket, closed when the server goes.
final class LoopbackServer: @unchecked Sendable {
    /// An answer: status, content type and body.
    struct Response: Sendable {
        var status = 200
        var type = "text/plain; charset=utf-8"
        var body: [UInt8] = []
    }

    private let socketDescriptor: Int32
    /// The port the server listens on (the one asked for, or the one the system chose for port 0).
    let port: Int

    /// Listens on 127.0.0.1:`port` (0: any free port).
    init(port: Int) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError(message: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 32) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketDescriptor = fd
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    deinit { close(socketDescriptor) }

    /// Answers connections until `shouldStop` says so (checked at least every 0.2 s).
    func serve(shouldStop: @escaping @Sendable () -> Bool, respond: @escaping @Sendable (String) -> Response) {
        while !shouldStop() {
            var poller = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let connection = accept(socketDescriptor, nil, nil)
            guard connection >= 0 else { continue }
            handle(connection, respond: respond)
            close(connection)
        }
    }

    /// Reads one request (at most 16 KiB, 2 s), writes the response.
    private func handle(_ connection: Int32, respond: (String) -> Response) {
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while request.count < 16 * 1024 {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            request += chunk[0..<count]
            if request.count >= 4, request.suffix(4).elementsEqual([13, 10, 13, 10]) { break }
            if String(decoding: request, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let response: Response
        if parts.count >= 2, parts[0] == "GET" {
            response = respond(String(parts[1]))
        } else {
            response = Response(status: 405, body: Array("only GET\n".utf8))
        }
        let reason = [200: "OK", 404: "Not Found", 405: "Method Not Allowed"][response.status] ?? "OK"
        var head = "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.type)\r\n"
        head += "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        send(all: Array(head.utf8) + response.body, to: connection)
    }

    private func send(all bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The server could not start.
struct ServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
