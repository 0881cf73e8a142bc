/// A controller whose own `modalPresentationStyle` says full screen but that no segue of the document shows is not
/// presented on the canvas of Xcode 14 and later: it keeps the device's insets like any other scene.
///
/// UIKit reads `modalPresentationStyle` only when a controller is presented ("The presentation style determines how a
/// modally presented view controller is displayed onscreen", UIViewController documentation), and the canvas
/// simulates only the presentations the document holds (a segue of any kind, IBPresentations): one instantiated from
/// code by its storyboard identifier is drawn as a scene nobody presents, as the initial controller is.
/// Measured: Haris-Alsaman/Simple-Shop-IOS, Main.storyboard, Xcode 14.3 (toolsVersion 21507) on 393 × 852: the basket
/// controller (`storyboardIdentifier="basket"`, `modalPresentationStyle="fullScreen"`, destination of no segue) stores
/// its table pinned to the safe area's top at y = 59 and 158 pt above its bottom, 601 tall (852 − 34 − 158 − 59), a
/// button 26 pt above the safe area's bottom at y = 728 (818 − 26 − 64) and a label 29 pt below the table at 689 —
/// the device's insets 59 and 34 kept, where no insets would put them at 0, 762 and 723. (The document's toolsVersion,
/// 21507, is Xcode 14.1–14.2's, whose canvas simulates no full-screen presentation at all, as the sixty-sixth session
/// found (IBCanvas.simulatesFullScreenPresentation): it agrees with that reading too, so the rule rests from Xcode 14.3
/// on the UIKit rule above.)
/// Xcode 16.2 and later (one document, a declared extension resting on the same UIKit rule): microsoftconnect's
/// DMSK-iOS-Samples, DMSpeechKitDocSample Main.storyboard, Xcode 26 (toolsVersion 24506) on `retina6_1` (414 × 896,
/// top layout guides): the login controller (`storyboardIdentifier="LoginViewController"`, `fullScreen`, destination
/// of no segue) stores a text field 100 pt below its top layout guide at y = 196 = 2 × 48 + 100, the doubled insets of
/// a scene nobody presents (IBRootPlacement), and a button 54 pt below it at 284; presented, it would keep the inset
/// once (IBXcode162FullScreen) and put them at 148 and 236.
enum IBUnshownOwnFullScreen {
    /// Whether the canvas treats a controller shown by no segue as not presented, whatever its own style.
    static func applies(toolsVersion: Int) -> Bool { toolsVersion >= 21000 }

    /// Ids of the controllers that are the destination of some segue in the document.
    static func segueDestinations(_ controllers: [String: XMLElement]) -> Set<String> {
        var destinations: Set<String> = []
        for controller in controllers.values {
            for segue in controller.segues {
                if let destination = segue["destination"] { destinations.insert(destination) }
            }
        }
        return destinations
    }
}
