import TrellisModel
import TrellisRender
import TrellisSnapshot

/// Every option and flag of `trellis`, as typed keys: `parsed.value(Option.scale)` is a `Scale?`.
enum Option {
    static let help = Flag("help", short: "h", help: "Show help information.")
    static let version = Flag("version", help: "Show the version.")
    static let output = TypedOption<String>(
        "output", short: "o", value: "dir|file|-",
        help: "The folder the images are written to; or one image file (hero.svg: the format from its extension), or - for standard output. (default: Output)")
    static let scale = TypedOption<Scale>("scale", value: "n", help: "Pixels per point, overriding the scenes' scale.")
    static let device = TypedOption<Device>(
        "device", value: "name",
        help: "Lay out on this device instead of the scenes' (iphone-se, iphone-8, iphone-x, ipad, …).")
    static let annotate = TypedOption<Annotation>(
        "annotate", value: "mode", help: "What to draw over the views: none, viewport or all, overriding the scenes' `annotate:`.")
    static let jobs = TypedOption<Count>("jobs", short: "j", value: "n",
                                         help: "How many scenes to work on at once. (default: the number of cores)")
    static let strict = Flag("strict", help: "Treat warnings as errors: a scene with a warning fails.")
    static let shard = TypedOption<ShardRequest>(
        "shard", value: "index/count|auto",
        help: "Work on one deterministic share of the scenes only (1/4 … 4/4, or auto: from the CI runner's variables), so that several CI jobs can split a batch; `test` balances the shares by the last run's times.")
    static let saveTimings = Flag(
        "save-timings", help: "Write the seconds each scene file took into REFERENCE/.trellis-timings.json, by which --shard balances the shares (a whole run only).")
    static let shardCount = TypedOption<Count>(
        "shard-count", value: "n", help: "With --shard auto in a Kubernetes Indexed Job: the number of shares (the Job's completions).")
    static let quiet = Flag("quiet", short: "q", help: "Print only diagnostics and the closing lines.")
    static let maxPixels = TypedOption<Count>(
        "max-pixels", value: "n", help: "The pixel budget of one image; a scene may draw 20 times it. (default: 100000000)")
    static let format = TypedOption<OutputFormat>("format", value: "format", help: "png, svg or pdf. (default: png)")
    static let fonts = TypedOption<FontFolderArgument>(
        "fonts", value: "dir",
        help: "A folder of font files whose families scenes can name in `font:`, after each scene's own `fonts:` folders; may be given more than once.")

    static let state = TypedOption<String>(
        "state", value: "name", help: "With -o FILE or -o -: the state whose image is written (a state's name, or X,Y).")
    static let image = TypedOption<ImageChoice>(
        "image", value: "kind", help: "With -o FILE or -o -: viewport, content or screen (with --state, that state's whole screen). (default: screen, or viewport with --state)")

    // test
    static let testOutput = TypedOption<String>(
        "output", short: "o", value: "dir",
        help: "The output folder, used as the reference folder when --reference is not given. (default: Output)")
    static let prune = Flag("prune", help: "Remove references in a tested scene's folder that the scene no longer produces.")
    static let force = Flag("force", help: "Draw every scene file, even those unchanged since the last render into the output folder.")
    static let fullCompare = Flag(
        "full-compare", help: "Encode every image and decode every reference, even when the reference's pixel digest matches.")
    static let redraw = Flag(
        "redraw", help: "Solve and draw every scene file, even those this build drew before with the same inputs (see --cache).")
    static let cache = TypedOption<String>(
        "cache", value: "dir",
        help: "The folder where what this build drew is remembered, so `test` need not draw an unchanged scene file again. (default: $TRELLIS_CACHE, else $XDG_CACHE_HOME/trellis, else ~/.cache/trellis)")
    static let reference = TypedOption<String>("reference", short: "r", value: "dir",
                                               help: "The folder of reference images. (default: the output folder)")
    static let record = TypedOption<RecordMode>(
        "record", value: "mode", implicit: "all",
        help: "When to write references instead of comparing: missing, all, failed or never. (default: $TRELLIS_RECORD, else never when $CI is set, else missing)")
    static let precision = TypedOption<Fraction>(
        "precision", value: "fraction", help: "The fraction of pixels that must match, 0…1, overriding the scenes' `test: precision`. (default: 1)")
    static let tolerance = TypedOption<Fraction>(
        "tolerance", value: "fraction", help: "The fraction of pixels that may differ: --precision written as 1 − precision, kept for earlier scripts.")
    static let perceptualPrecision = TypedOption<Fraction>(
        "perceptual-precision", value: "fraction",
        help: "A pixel matches when its CIEDE2000 color difference is at most (1 − precision) × 100, 0…1, overriding the scenes' `test: perceptualPrecision`. (default: exact)")
    static let perceptual = TypedOption<Fraction>("perceptual", value: "fraction",
                                                  help: "Another name for --perceptual-precision, kept for earlier scripts.")
    static let layoutTolerance = TypedOption<Points>(
        "layout-tolerance", value: "points",
        help: "Layout numbers may differ by this many points, overriding the scenes' `test: layoutTolerance`. (default: 0.000001)")
    static let artifacts = TypedOption<String>(
        "artifacts", value: "dir", help: "Where failure images go. (default: $TRELLIS_ARTIFACTS or .build/trellis-failures)")
    static let junit = TypedOption<String>("junit", value: "file", help: "Write a JUnit XML report to this file.")
    static let report = TypedOption<String>(
        "report", value: "dir",
        help: "Write a review page to DIR/index.html: failures first with reference, actual and difference, a swipe slider and an onion skin, layout changes, filters, and the command that accepts each failure.")

    // watch
    static let port = TypedOption<Port>(
        "port", value: "n", help: "The loopback port the page is served on; 0 picks a free one. (default: 7878)")

    // explain
    static let json = Flag("json", help: "Print the layout document (layout.json) instead.")
}
