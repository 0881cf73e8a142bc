import TrellisModel

/// Whether a stack of an Interface Builder document shrinks to fit its arranged views along its axis.
///
/// UIKit gives an equalSpacing or equalCentering stack a weak `UISV-canvas-fit` (its length 0 at priority 49), so a
/// stack whose length nothing else fixes takes the minimum spacing. Xcode's canvas does not shrink it: it keeps the
/// length the stack was given, as it keeps an arranged view that nothing sizes (measured: the Wikipedia app's editor
/// toolbar, Xcode 14, an equalSpacing row of four equalSpacing stacks of buttons without an intrinsic width, stored
/// 267, 47, 5 and 5 pt wide between 1-pt separators with no gaps; with the canvas fit those stacks shrink to 0 and
/// their last buttons to negative widths). So such a stack is ambiguous along its axis and keeps its stored length.
enum IBStackCanvasFit {
    /// Turns the canvas fit off for a stack read from a document.
    static func apply(to stack: inout StackProperties) {
        stack.fitsCanvasAlongAxis = false
    }
}
