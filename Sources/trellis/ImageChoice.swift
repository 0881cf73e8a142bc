/// Which image of a scene `--image` asks for: what a scroll view shows, its whole content, or the screen.
enum ImageChoice: String, Sendable, CaseIterable, ExpressibleByArgument {
    case viewport, content, screen
}
