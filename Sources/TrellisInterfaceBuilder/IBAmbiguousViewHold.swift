import TrellisModel

/// Any view Xcode flags `ambiguous="YES"` keeps the frame the document stored, as a flagged scroll view
/// does (IBAmbiguousScrollHold, whose hold it shares): Interface Builder leaves a view whose layout it finds ambiguous
/// where it was, on both axes, although some of its constraints fix it on one of them, and the views chained to it
/// follow it there.
///
/// Measured in three documents of three projects, each view flagged in the document, the constraints of the axis
/// that differs fixing it (measured before and after: every other document on disk keeps its count):
/// - hinakkograshi/UIScrollView, Xcode 14.3 (toolsVersion 21701) on `retina6_12`: three 240 × 128 views and three
///   labels in a scroll view's 1,500-pt content view, all flagged (the views have no height); the first view is
///   pinned 150 pt below the content view's top and stored at y = 133, the five below it chained to it at their
///   constants from there (133 + 128 + 133 = 394 for the first label, where the pin would put it at 411): 6 frames;
/// - firebase/quickstart-ios, functions FunctionsExample (Xcode 11.2, 15400, `retina4_7`): two flagged text fields
///   stored 117 wide where their pins give 249: 2 frames;
/// - Almeida97/covidApp's NewsTableViewCell.xib (Xcode 13.3, 20037): a flagged label stored 20.5 tall between pins
///   10 pt from the views above and below it that give it 38.5: 1 frame.
/// Xcode 6 to 10 do the same (this and IBAmbiguousSiblingHold were gated to Xcode 11 until the forty-fifth session):
/// measured on every document on disk with such views, 1,236 documents, the hold in every version moves 13 documents
/// and gains 25 frames in 9 of them (nine projects, none lost): chat21's Xcode 9.3 demo (14109) 12, contentstack's
/// Xcode 9.2 news app (13771) 4, an Xcode 6.4 sample (7706) 2, a LambdaSchool Xcode 10.1 photo cell's stack (14460) 2,
/// and one each in five documents of Xcode 6 to 10 (toolsVersion 6154 to 14087); an Xcode 9.2 flagged view of another
/// document, stored 2.5 pt off its chain, changes neither way (its place comes from a sibling). A stack's arranged
/// subviews are left to their stack.
enum IBAmbiguousViewHold {
    /// Whether `element`, not a scroll view (IBAmbiguousScrollHold) nor a stack's arranged subview, is a view Xcode
    /// flagged ambiguous.
    static func flagged(_ element: XMLElement, isArranged: Bool) -> Bool {
        !isArranged && element.name != "scrollView" && element["ambiguous"] == "YES"
    }

    /// Whether `element` keeps its stored frame as a flagged view: a flagged scroll view (IBAmbiguousScrollHold) or a
    /// view `flagged` above.
    static func holds(_ element: XMLElement, isArranged: Bool) -> Bool {
        IBAmbiguousScrollHold.flagged(element) || flagged(element, isArranged: isArranged)
    }

    /// The priority a flagged view's stored frame is held at (`holdFrames`): above every priority a view's content
    /// or an optional constraint gives it, below the required constraints.
    static let frameHold = LayoutConstraint.required - 1

    /// Holds each flagged view of `frames` (those `holds` names, with their stored frames) at its stored size and at its
    /// stored place in its superview, as Interface Builder leaves a flagged view's frame alone whatever its content and
    /// its remaining constraints ask: the holds above lower its pins below the hold on stored frames (DesignHold,
    /// 51.5), which a content priority (a text field's 750 compression resistance, a button's image) or a lowered
    /// inequality still beat. Only its required constraints move it. A flagged view one of whose subviews is
    /// constrained to something outside it is left out, as in IBAmbiguousScrollHold.
    ///
    /// Measured on the documents on disk before and after (the held-out sets of sessions 40 to 48): 26 frames gained
    /// in 12 documents of 12 projects, Xcode 6.4 to 13.2 (toolsVersion 7706 to 20037) and one stale Xcode 4.5 document,
    /// 2 lost in 2. For example:
    /// - 1Riptide/IOS-BookTracker, Xcode 10.1 (14460) on `retina5_5` (414 wide): a flagged vertical stack pinned 20 pt
    ///   inside the safe area's leading and trailing edges, stored 374 wide, holds a text field whose design-time
    ///   intrinsic width is 768 (`placeholderIntrinsicWidth`, compression resistance 750): Xcode stores both 374;
    ///   with the pins lowered the field pushed both to 768 (2 frames);
    /// - nickolanack/IOS-Map, Xcode 8 (10116): twelve flagged buttons stored 35 × 35 whose 100-pt images would
    ///   size them 100 × 100 (12 frames);
    /// - adamgoth/ios-social-network, Xcode 8 (10117): a flagged vertical stack stored 320 wide, 51 pt narrower than
    ///   its content's widths, its arranged subviews stored at 320 too (3 frames);
    /// - sitmena/ios-health-app's Home.storyboard, Xcode 13.2 (20037): a flagged button whose place only
    ///   `top >= sibling.bottom + 30` and a bottom inequality bound (both lowered) is stored at y = 692, 3.67 pt above
    ///   the first bound; an inequality never fixes a quantity, so the stored-frame hold left it to the lowest pin and
    ///   the lowered bound moved it (1 frame; one more frame, of a stale Xcode 4.5 document, agrees).
    /// The two lost are flagged stacks of two Xcode 10.1 documents (LambdaSchool's photo collection cell, Mlongen's
    /// FoodGram) stored at their held frames while their arranged subviews are stored where the stack's pins would put
    /// them; the hold keeps the arranged subviews in the held stack.
    static func holdFrames(_ constraints: inout [LayoutConstraint], frames: [String: Rect], parents: [String: String]) {
        for (view, frame) in frames.sorted(by: { $0.key < $1.key })
        where !IBAmbiguousScrollHold.subviewReachesOut(view, constraints: constraints, parents: parents) {
            func hold(_ attribute: LayoutAttribute, _ value: Double, from parent: String? = nil) {
                constraints.append(LayoutConstraint(LayoutItem(view), attribute, .equal, parent.map { LayoutItem($0) }, parent == nil ? nil : attribute,
                                                    constant: value, priority: frameHold, origin: .generated))
            }
            hold(.width, frame.width)
            hold(.height, frame.height)
            guard let parent = parents[view] else { continue }
            hold(.left, frame.minX, from: parent)
            hold(.top, frame.minY, from: parent)
        }
    }
}
