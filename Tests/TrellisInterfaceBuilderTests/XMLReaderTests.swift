import Testing
import TrellisModel
@testable import TrellisInterfaceBuilder

@Suite("libxml2 reader")
struct XMLReaderTests {
    @Test("elements, attributes, text and the line and column of every start tag")
    func tree() throws {
        let text = """
        <?xml version="1.0"?>
        <document a="1">
          <view id="v1"><rect key="frame" x="2"/></view>
            <string key="text">two &amp; three</string>
        </document>
        """
        let root = try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml")
        #expect(root.name == "document" && root["a"] == "1")
        #expect(root.line == 2 && root.column == 1)
        let view = try #require(root.child("view"))
        // `<view` starts at column 3 of line 3; `<rect` follows `<view id="v1">` (14 characters) at column 17.
        #expect(view.line == 3 && view.column == 3)
        let rect = try #require(view.child("rect", key: "frame"))
        #expect(rect.line == 3 && rect.column == 17 && rect.number("x") == 2)
        let string = try #require(root.child("string", key: "text"))
        #expect(string.text == "two & three" && string.line == 4 && string.column == 5)
    }

    @Test("columns count characters, not bytes, after non-ASCII text")
    func unicodeColumns() throws {
        let text = "<a><b t=\"é中\"/><c/></a>"
        let root = try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml")
        // `<a><b t="é中"/>` is 14 characters (18 bytes): `<c` is at column 15.
        #expect(root.child("c")?.column == 15)
    }

    @Test("a start tag inside a comment is not taken for the element's position")
    func comments() throws {
        let text = "<a>\n<!-- <b> -->\n  <b/></a>"
        let root = try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml")
        #expect(root.child("b")?.line == 3 && root.child("b")?.column == 3)
    }

    @Test("malformed XML is an error at libxml2's line and column")
    func malformed() {
        let text = "<document>\n  <view id=\"a\">\n  </scrollView>\n</document>"
        #expect(throws: XMLParseError.self) { try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml") }
        do {
            _ = try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml")
        } catch {
            // The mismatched end tag is on line 3.
            #expect(error.line == 3)
            #expect(error.message.contains("mismatch") || error.message.contains("scrollView"))
        }
    }

    @Test("a truncated document is an error on its last line")
    func truncated() {
        let text = "<document>\n  <scenes>\n    <scene sceneID=\"x\">\n      <objects"
        do {
            _ = try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml")
            Issue.record("a truncated document was accepted")
        } catch {
            #expect(error.line >= 3)
        }
    }

    @Test("a document type declaration (the billion-laughs entity bomb) is refused before parsing")
    func entityBomb() {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
        <document a="&lol2;"/>
        """
        do {
            _ = try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml")
            Issue.record("a DOCTYPE was accepted")
        } catch {
            #expect(error.line == 2 && error.column == 1)
            #expect(error.message.contains("DOCTYPE"))
        }
    }

    @Test("an undeclared entity reference is an error, never expanded")
    func undeclaredEntity() {
        #expect(throws: XMLParseError.self) { try XMLDocumentReader.parse(Array("<a b=\"&x;\"/>".utf8), url: "t.xml") }
    }

    @Test("an empty file and a file of text only are errors")
    func empty() {
        #expect(throws: XMLParseError.self) { try XMLDocumentReader.parse([], url: "t.xml") }
        #expect(throws: XMLParseError.self) { try XMLDocumentReader.parse(Array("just text".utf8), url: "t.xml") }
    }

    @Test("elements nested deeper than the limit are refused, not recursed into")
    func deepNesting() {
        let depth = 300
        let text = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        #expect(throws: XMLParseError.self) { try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml") }
    }

    @Test("the loader reports malformed XML as a syntax error with file, line and column")
    func loaderSyntax() {
        let errors = loadErrors("<document>\n<scenes>\n</document>", file: "Broken.storyboard")
        #expect(errors.count == 1)
        #expect(errors.first?.code.rawValue == "syntax")
        #expect(errors.first?.location?.file == "Broken.storyboard")
        #expect(errors.first?.location?.line == 3)
    }

    @Test("blank lines before the XML declaration: read as if it came first, every later line where it was")
    func blankStart() throws {
        // Lines 1 and 2 are blank, the declaration is on line 3, <document> on line 4 and <view> on line 5.
        let text = "\n \n<?xml version=\"1.0\"?>\n<document>\n  <view id=\"v\"/>\n</document>\n"
        #expect(throws: XMLParseError.self) { try XMLDocumentReader.parse(Array(text.utf8), url: "t.xml") }
        let moved = try #require(XMLDocumentReader.declarationFirst(Array(text.utf8)))
        #expect(String(decoding: moved, as: UTF8.self) == "<?xml version=\"1.0\"?>\n \n\n<document>\n  <view id=\"v\"/>\n</document>\n")
        let root = try XMLDocumentReader.parse(moved, url: "t.xml")
        #expect(root.line == 4 && root.column == 1)
        let view = try #require(root.child("view"))
        #expect(view.line == 5 && view.column == 3)
        // A byte-order mark stays first; a file that starts with its declaration, or has none, is left alone.
        let marked = [0xEF, 0xBB, 0xBF] + Array("\n<?xml version=\"1.0\"?><a/>".utf8)
        #expect(XMLDocumentReader.declarationFirst(marked) == [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?>\n<a/>".utf8))
        #expect(XMLDocumentReader.declarationFirst(Array("<?xml version=\"1.0\"?>\n<a/>".utf8)) == nil)
        #expect(XMLDocumentReader.declarationFirst(Array("\n<a/>".utf8)) == nil)
    }

    @Test("the loader reads a storyboard with a blank first line, warns at line 1, and lays it out as without it")
    func loaderBlankStart() throws {
        let xml = storyboard(label("title", 20, 40, 100, 21), constraints: """
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            """)
        let plain = try LaidOut(xml)
        let blank = try LaidOut("\n" + xml)
        #expect(blank.frame("title") == plain.frame("title"))
        #expect(blank.frame("title") == Rect(x: 20, y: 40, width: 100, height: 21))
        let warning = try #require(blank.warnings.first { $0.code == .syntax })
        #expect(warning.severity == .warning && warning.location?.line == 1)
        #expect(warning.message.contains("before the XML declaration"))
        #expect(!plain.warnings.contains { $0.code == .syntax })
    }

    @Test("a root element other than <document> is refused with a hint")
    func notADocument() {
        let errors = loadErrors("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>")
        // An archive without a root object list cannot be read (one with it is converted: ArchiveDocumentTests).
        #expect(errors.first?.message.contains("archive format") == true)
    }
}
