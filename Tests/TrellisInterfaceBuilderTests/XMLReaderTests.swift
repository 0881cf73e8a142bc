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

    @Test("a root element other than <document> is refused with a hint")
    func notADocument() {
        let errors = loadErrors("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>")
        // An archive without a root object list cannot be read (one with it is converted: ArchiveDocumentTests).
        #expect(errors.first?.message.contains("archive format") == true)
    }
}
