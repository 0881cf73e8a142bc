import Foundation
import TrellisModel
import TrellisRender

/// A `--shard INDEX/COUNT` share: the scenes whose position modulo COUNT is INDEX − 1.
struct Shard: Sendable, Equatable {
    var index: Int
    var count: Int

    /// Parses `2/4`.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The items of this share, keeping their order: every COUNT-th from the INDEX-th.
    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// Options that `render` and `test` share.
struct BatchOptions: Sendable {
    var paths: [String]
    var output: String
    var scale: Double?
    var device: Device?
    var annotate: Annotation?
    var jobs: Int
    var strict: Bool
    var shard: Shard?
    var quiet: Bool
    /// `--max-pixels`: the pixel budget of one image.
    var maxPixels: Int
    /// `--fonts`: folders of font files added to every scene's, as absolute paths.
    var fontFolders: [String] = []
    /// Where what this build drew is remembered (`--cache`, `$TRELLIS_CACHE`, …); nil when there is nowhere.
    var memo: DrawingMemo?

    /// Checks and converts the parsed values; `output` is the command's own `--output` key.
    init(_ parsed: ParsedArguments, output outputOption: TypedOption<String> = Option.output,
         environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) {
        paths = parsed.positionals.isEmpty ? ["Samples"] : parsed.positionals
        output = try parsed.value(outputOption) ?? "Output"
        scale = try parsed.value(Option.scale)?.value
        device = try parsed.value(Option.device)
        annotate = try parsed.value(Option.annotate)
        jobs = try parsed.value(Option.jobs)?.value ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        strict = parsed.has(Option.strict)
        let shardCount = try parsed.value(Option.shardCount)?.value
        if let request = try parsed.value(Option.shard) {
            switch request.resolve(environment: environment, count: shardCount) {
            case .success(let value): shard = value
            case .failure(let error): throw UsageError(message: error.message, command: parsed.command)
            }
        } else if shardCount != nil {
            throw UsageError(message: "--shard-count goes with --shard auto (for a Kubernetes Indexed Job)", command: parsed.command)
        }
        quiet = parsed.has(Option.quiet)
        maxPixels = try parsed.value(Option.maxPixels)?.value ?? RenderOptions.defaultMaxPixels
        fontFolders = try parsed.values(Option.fonts).map(\.path)
        memo = DrawingMemo(option: try parsed.value(Option.cache), environment: environment)
    }
}
