/// The commands of `trellis`, as data.
enum Commands {
    static let version = "0.1.0"

    static let pathsArgument = ArgumentSpec(
        name: "path", help: "Scene files, or folders holding them (every .yaml, .yml, .storyboard and .xib inside, recursively). (default: Samples)",
        repeating: true, optional: true)

    static let root = CommandSpec(
        name: "", abstract: "Lays out Auto Layout scenes and renders them to images, on any machine.",
        discussion: "A scene is a YAML file that describes an iOS screen: views, scroll views and their constraints, written as with Masonry or SnapKit. Trellis solves the constraints as UIKit would and draws every scroll state.",
        arguments: [], options: [Option.version, Option.help])

    static let render = CommandSpec(
        name: "render", abstract: "Renders scene files to images.",
        discussion: "For a scene NAME it writes OUTPUT/NAME/screen.png (the first state's screen), per scroll view and offset S.OFFSET.screen.png, S.OFFSET.viewport.png and S.OFFSET.content.png (OFFSET as written: top, bottom, page-N or X,Y; a states: entry gives STATE.screen.png and S.STATE.viewport/content.png), and layout.json; the scene folder is replaced whole. A scene with an error is reported and skipped; the others are rendered. With -o FILE.png|svg|pdf or -o -, one scene file (or - for standard input) gives one image, picked by --state and --image.",
        arguments: [pathsArgument],
        options: [Option.output, Option.state, Option.image, Option.scale, Option.device, Option.format, Option.annotate, Option.fonts, Option.maxPixels,
                  Option.force, Option.cache, Option.jobs, Option.strict, Option.shard, Option.shardCount, Option.quiet, InterfaceBuilderFiles.measureTextFlag, Option.help])

    static let test = CommandSpec(
        name: "test", abstract: "Renders scene files in memory and compares them with reference images.",
        discussion: "Every image and layout.json is compared with the one of the same name in the reference folder. Failures write actual, diff and side-by-side images to the artifacts folder. References are recorded as --record says; a run that recorded anything ends with `recorded N references; run again to compare`. The exit status is 1 when anything failed or was recorded.",
        arguments: [pathsArgument],
        options: [Option.testOutput, Option.reference, Option.record, Option.precision, Option.perceptualPrecision,
                  Option.layoutTolerance, Option.tolerance, Option.perceptual, Option.artifacts, Option.junit,
                  Option.report, Option.saveTimings, Option.prune, Option.fullCompare, Option.redraw, Option.cache, Option.scale, Option.device, Option.annotate,
                  Option.fonts, Option.maxPixels, Option.jobs,
                  Option.strict, Option.shard, Option.shardCount, Option.quiet, InterfaceBuilderFiles.measureTextFlag, Option.help])

    static let explain = CommandSpec(
        name: "explain", abstract: "Prints the solved layout of a scene file.",
        discussion: "For every state: the tree of views with their kind, id and frame (and content size for scroll views); then the diagnostics.",
        arguments: [ArgumentSpec(name: "path", help: "A scene file.", repeating: false, optional: false)],
        options: [Option.json, Option.scale, Option.device, Option.fonts, InterfaceBuilderFiles.measureTextFlag, Option.help])

    static let watch = CommandSpec(
        name: "watch", abstract: "Renders scene files again whenever they change, and shows them on a local page.",
        discussion: "Serves http://127.0.0.1:PORT/ (the loopback interface only): the images and diagnostics of every scene, reloaded when a scene file or an image it uses is saved. A save with an error shows the error and keeps the last good picture. Ctrl-C stops.",
        arguments: [pathsArgument],
        options: [Option.port, Option.scale, Option.device, Option.fonts, Option.help])

    static let mergeReports = CommandSpec(
        name: "merge-reports", abstract: "Joins the JUnit files and review pages of a sharded test run.",
        discussion: "Each input is a JUnit file, a review page (.html), or a folder holding index.html, as `trellis test --junit` and `--report` wrote them in each shard. The joined JUnit file sums the counts; the joined review page lists every file of every shard.",
        arguments: [ArgumentSpec(name: "input", help: "JUnit files, review pages, or folders of review pages.", repeating: true, optional: false)],
        options: [Option.junit, Option.report, Option.help])

    static let help = CommandSpec(
        name: "help", abstract: "Shows help information.", discussion: "",
        arguments: [ArgumentSpec(name: "command", help: "The command to explain.", repeating: false, optional: true)],
        options: [])

    static let subcommands: [CommandSpec] = [render, test, explain, watch, mergeReports, ConvertCommand.spec, help]
}
