import Foundation

// The `trellis` command: render, test and explain scene files.
let status = CLI(terminal: Terminal.current()).run(Array(CommandLine.arguments.dropFirst()))
exit(status)
