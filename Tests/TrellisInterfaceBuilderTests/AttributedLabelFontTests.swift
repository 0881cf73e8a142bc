import Testing
import TrellisModel
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// A label whose font is written only in its attributed text's fragments is laid out in that font, as UIKit lays an
/// attributed label out in its string's fonts (IBText.attributedFont).
@Suite("Interface Builder labels whose font is in their attributed text")
struct AttributedLabelFontTests {
    /// A 375 × 667 root (Xcode 10.1): an attributed "Genre" label, its only font the fragments' AmericanTypewriter 15,
    /// pinned 609 pt above the bottom, and a plain "Rating" label in AmericanTypewriter 15 on Genre's baseline. Both are
    /// stored 18 tall at y = 40 (667 − 609 − 18).
    static func document(fragmentFont: String, secondFont: String? = nil) -> String {
        storyboard("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Rating" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="rating">
                <rect key="frame" x="258" y="40" width="49" height="18"/>
                <fontDescription key="fontDescription" name="AmericanTypewriter" family="American Typewriter" pointSize="15"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="genre">
                <rect key="frame" x="15" y="40" width="43.5" height="18"/>
                <attributedString key="attributedText">
                    <fragment content="Gen">
                        <attributes>\(fragmentFont)</attributes>
                    </fragment>
                    <fragment content="re">
                        <attributes>\(secondFont ?? fragmentFont)</attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
            """, constraints: """
            <constraint firstAttribute="bottom" secondItem="genre" secondAttribute="bottom" constant="609" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="rating" secondAttribute="trailing" constant="68" id="c2"/>
            <constraint firstItem="genre" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c3"/>
            <constraint firstItem="rating" firstAttribute="baseline" secondItem="genre" secondAttribute="baseline" id="c4"/>
            """, toolsVersion: 14460)
    }

    /// The font the importer gives a view's label.
    static func font(_ xml: String, _ id: String) throws -> String? {
        try LaidOut(xml).scenes.first?.allViews.first { $0.id == id }?.label?.font
    }

    /// Lays a document out with a measurer whose baseline is 0.8 × the font's point size (the last number of its
    /// Pango description), 18 pt lines: two labels' baselines differ exactly when their sizes do.
    static func frames(_ xml: String) throws -> (genre: Rect?, rating: Rect?) {
        struct SizeBaselines: TextMeasurer {
            func measure(_ text: String, font: String, width: Double?, lines: Int, lineBreak: LineBreakMode) -> TextMetrics {
                let size = font.split(separator: " ").last.flatMap { Double($0) } ?? 17
                return TextMetrics(size: Size(width: Double(text.count) * 9, height: 18), firstBaseline: 0.8 * size,
                                   lastBaseline: 0.8 * size)
            }
        }
        let scene = try #require(InterfaceBuilderLoader.load(xml: Array(xml.utf8), file: "Test.storyboard").scenes.first)
        let device = LayoutEngine(scene: scene, measurer: SizeBaselines()).devices[0]
        let state = LayoutEngine(scene: scene.resolved(for: device), measurer: SizeBaselines()).layout(device: device).states.first
        return (state?.view("genre")?.frame, state?.view("rating")?.frame)
    }

    static let typewriter = #"<font key="NSFont" size="15" name="AmericanTypewriter"/>"#

    @Test("the fragments' font is the label's: AmericanTypewriter 15, the system font at a size, else UIKit's default")
    func fragmentFontIsTheLabels() throws {
        #expect(try Self.font(Self.document(fragmentFont: Self.typewriter), "genre") == "AmericanTypewriter 15")
        let system = #"<font key="NSFont" metaFont="system" size="13"/>"#
        #expect(try Self.font(Self.document(fragmentFont: system), "genre") == "\(systemFontFamily) 13")
        // Fragments in two fonts: no single font to read, so the label keeps UIKit's default, the system font at 17.
        #expect(try Self.font(Self.document(fragmentFont: Self.typewriter, secondFont: system), "genre") == "\(systemFontFamily) 17")
    }

    @Test("the fragments' AmericanTypewriter 15 puts Rating on Genre's line: both at y = 40")
    func fragmentFontSetsTheBaseline() throws {
        // Genre's bottom is 667 − 609 = 58, so its top is 40 and its baseline 40 + 0.8 × 15 = 52. Rating, in the same
        // 15-pt font, has its baseline 12 below its top: top 52 − 12 = 40, as stored. Read as UIKit's default (17 pt),
        // Genre's baseline was 40 + 13.6 = 53.6 and Rating's top 41.6, 41.5 on the 2x canvas.
        let laid = try Self.frames(Self.document(fragmentFont: Self.typewriter))
        #expect(laid.genre?.minY == 40)
        #expect(laid.rating?.minY == 40)
    }
}
