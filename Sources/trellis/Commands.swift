/// The commands of `trellis`, as data.
enum Commands {
    static let version = "0.1.0"

    static let pathsArgument = ArgumentSpec(
        name: "path", help: "Scene files, or folders holding them (every .yaml and .yml inside, recursively). (default: Samples)",
        repeating: true, optional: true)

    static let root = CommandSpec(
        name: "", abstract: "Lays out Auto Layout scenes and renders them to images, on any machine.",
        discussion: "A scene is a YAML file that describes an iOS screen: views, scroll views and their constraints, written as with Masonry or SnapKit. Trellis solves the constraints as UIKit would and draws every scroll state.",
        arguments: [], options: [.version, .help])

    static let render = CommandSpec(
        name: "render", abstract: "Renders scene files to images.",
        discussion: "For a scene NAME it writes OUTPUT/NAME/screen.png, one S.OFFSET.viewport.png and S.OFFSET.content.png per scroll view and offset (OFFSET as written: top, bottom, page-N or X,Y), and layout.json; the scene folder is replaced whole. A scene with an error is reported and skipped; the others are rendered.",
        arguments: [pathsArgument],
        options: [.output, .scale, .device,
                  OptionSpec(name: "format", short: nil, valueName: "format", help: "png, svg or pdf. (default: png)"),
                  .annotate, .maxPixels, .jobs, .strict, .shard, .quiet, .help])

    static let test = CommandSpec(
        name: "test", abstract: "Renders scene files in memory and compares them with reference images.",
        discussion: "Every image and layout.json is compared with the one of the same name in the reference folder. Failures write actual, diff and side-by-side images to the artifacts folder. The last line is `N passed, N failed`; the exit status is 1 when anything failed.",
        arguments: [pathsArgument],
        options: [OptionSpec(name: "output", short: "o", valueName: "dir",
                             help: "The output folder, used as the reference folder when --reference is not given. (default: Output)"),
                  OptionSpec(name: "reference", short: "r", valueName: "dir", help: "The folder of reference images. (default: the output folder)"),
                  OptionSpec(name: "record", short: nil, valueName: nil, help: "Write the references instead of comparing with them."),
                  OptionSpec(name: "prune", short: nil, valueName: nil, help: "Remove references in a tested scene's folder that the scene no longer produces."),
                  OptionSpec(name: "tolerance", short: nil, valueName: "fraction", help: "The fraction of pixels that may differ, 0…1. (default: 0)"),
                  OptionSpec(name: "perceptual", short: nil, valueName: "precision", help: "A pixel matches when its CIEDE2000 color difference is at most (1 − precision) × 100, 0…1. (default: exact)"),
                  OptionSpec(name: "artifacts", short: nil, valueName: "dir", help: "Where failure images go. (default: $TRELLIS_ARTIFACTS or .build/trellis-failures)"),
                  OptionSpec(name: "junit", short: nil, valueName: "file", help: "Write a JUnit XML report to this file."),
                  .scale, .device, .annotate, .maxPixels, .jobs, .strict, .shard, .quiet, .help])

    static let explain = CommandSpec(
        name: "explain", abstract: "Prints the solved layout of a scene file.",
        discussion: "For every state: the tree of views with their kind, id and frame (and content size for scroll views); then the diagnostics.",
        arguments: [ArgumentSpec(name: "path", help: "A scene file.", repeating: false, optional: false)],
        options: [OptionSpec(name: "json", short: nil, valueName: nil, help: "Print the layout document (layout.json) instead."),
                  .scale, .device, .help])

    static let help = CommandSpec(
        name: "help", abstract: "Shows help information.", discussion: "",
        arguments: [ArgumentSpec(name: "command", help: "The command to explain.", repeating: false, optional: true)],
        options: [])

    static let subcommands: [CommandSpec] = [render, test, explain, help]
}
