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
}
