#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams ARGB32 premultiplied rows into a PNG file, so an image of any height is written with memory for one band.
///
/// The rows go to a temporary file beside `path` that `finish()` renames into place: no reader ever sees a
/// partial image. A writer dropped without `finish()`, or one that failed, removes its temporary file.
public final class PNGStreamWriter {
    /// The file the image is written to.
    public let path: String
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    let handle: PNGWriterHandle
    private let temporaryPath: String
    var rowsWritten = 0
    private var finished = false
    private var failure: PNGError?

    /// Creates the temporary file and writes the header and text chunks.
    public init(
        path: String, width: Int, height: Int, text: [(key: String, value: String)],
        options: PNGWriteOptions = .init()
    ) throws(PNGError) {
        self.path = path
        self.width = width
        self.height = height
        self.temporaryPath = temporaryPathBeside(path)
        handle = try PNGWriterHandle(name: path)
        do throws(PNGError) {
            try handle.openFile(temporaryPath)
        } catch {
            finished = true  // a failed open leaves no file behind, and deinit must not remove one
            throw error
        }
        do throws(PNGError) {
            try handle.addTexts(text)
            try handle.start(width: width, height: height, hasAlpha: !options.opaque, options: options)
        } catch {
            unlink(temporaryPath)
            finished = true
            throw error
        }
    }

    deinit {
        if !finished { unlink(temporaryPath) }
    }

    /// Throws the writer's earlier failure, or a misuse once it is finished.
    func checkOpen() throws(PNGError) {
        if let failure { throw failure }
        guard !finished else { throw .writeFailed(path: path, message: "rows appended after finish()") }
    }

    /// Appends `rowCount` rows that start `stride` bytes apart in `rows`.
    public func append(rows: UnsafeRawBufferPointer, stride: Int, rowCount: Int) throws(PNGError) {
        try checkOpen()
        guard rowCount >= 0, rowCount <= height - rowsWritten else {
            throw fail(.writeFailed(
                path: path,
                message: "\(rowCount) rows appended to an image of \(height) rows that already has \(rowsWritten)"))
        }
        guard rowCount > 0 else { return }
        guard stride >= width * 4, rows.count >= (rowCount - 1) * stride + width * 4 else {
            throw fail(.writeFailed(
                path: path,
                message: "\(rowCount) rows of \(width) pixels at stride \(stride) need more than the \(rows.count) bytes given"))
        }
        do throws(PNGError) {
            try handle.writeRows(rows, stride: stride, count: rowCount)
        } catch {
            throw fail(error)
        }
        rowsWritten += rowCount
    }

    /// Ends the file and renames it into place.
    public func finish() throws(PNGError) {
        if let failure { throw failure }
        guard !finished else { return }
        guard rowsWritten == height else {
            throw fail(.writeFailed(path: path, message: "finish() after \(rowsWritten) of \(height) rows"))
        }
        do throws(PNGError) {
            try handle.finish()
        } catch {
            throw fail(error)
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw fail(.writeFailed(path: path, message: "cannot rename the temporary file into place: \(reason)"))
        }
        finished = true
    }

    /// Records a failure, removes the temporary file and returns the error to throw.
    func fail(_ error: PNGError) -> PNGError {
        failure = error
        if !finished {
            unlink(temporaryPath)
            finished = true
        }
        return error
    }
}

/// `DIR/.NAME.PID-RANDOM.tmp` for `DIR/NAME`.
private func temporaryPathBeside(_ path: String) -> String {
    let directory: Substring
    let name: Substring
    if let slash = path.lastIndex(of: "/") {
        directory = path[...slash]
        name = path[path.index(after: slash)...]
    } else {
        directory = ""
        name = Substring(path)
    }
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return "\(directory).\(name).\(getpid())-\(suffix).tmp"
}
