import Testing
@testable import TrellisScene

/// The libyaml event reader and the node tree built from its events.
@Suite("YAML reader")
struct YAMLReaderTests {
    @Test("events carry 1-based lines and columns")
    func eventMarks() throws {
        let reader = try YAMLEventReader(text: "a: 1\nb:\n  - 'x'\n")
        var scalars: [(String, YAMLScalarStyle, YAMLMark)] = []
        while true {
            let event = try reader.next()
            if case .scalar(let value, let style, _, _) = event.kind { scalars.append((value, style, event.start)) }
            if event.kind == .streamEnd { break }
        }
        #expect(scalars.map(\.0) == ["a", "1", "b", "x"])
        #expect(scalars.map(\.2) == [YAMLMark(line: 1, column: 1), YAMLMark(line: 1, column: 4),
                                     YAMLMark(line: 2, column: 1), YAMLMark(line: 3, column: 5)])
        #expect(scalars[3].1 == .singleQuoted)
        #expect(try reader.next().kind == .streamEnd)
    }

    @Test("a syntax error has libyaml's message, line and column")
    func syntaxError() throws {
        let marked = MarkedText("views:\n  - view: a\n    background: [red\n  - view1️⃣: b\n")
        #expect {
            _ = try YAMLComposer.documents(of: marked.text)
        } throws: { error in
            guard let error = error as? YAMLSyntaxError, let expected = marked.markers["1"] else { return false }
            return error.mark == YAMLMark(line: expected.line, column: expected.column)
                && error.message == "did not find expected ',' or ']' (while parsing a flow sequence at line 3, column 17)"
                && error.code == .syntax
        }
    }

    @Test("a tab where indentation is expected is a syntax error at its position")
    func tabError() {
        let result = Result { try YAMLComposer.documents(of: "a:\n\t- b\n") }
        guard case .failure(let error as YAMLSyntaxError) = result else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.mark == YAMLMark(line: 2, column: 1))
        #expect(error.message.hasPrefix("found character that cannot start any token"))
    }

    @Test("anchors, aliases and merge keys resolve; every node keeps its mark")
    func aliases() throws {
        let text = """
        base: &base {background: red, alpha: 0.5}
        one:
          <<: *base
          alpha: 1
        two: *base
        """
        let documents = try YAMLComposer.documents(of: text)
        let root = try #require(documents.first?.root.mapping)
        #expect(root.map { $0.key.scalar } == ["base", "one", "two"])
        let one = try #require(root[1].value.mapping)
        #expect(one.map { $0.key.scalar } == ["alpha", "background"])
        #expect(one[0].value.number == 1)
        let two = try #require(root[2].value.mapping)
        #expect(two.map { $0.value.scalar } == ["red", "0.5"])
        #expect(root[2].value.mark == YAMLMark(line: 5, column: 6))
    }

    @Test("an alias inside the node it names is a cycle")
    func aliasCycle() {
        let result = Result { try YAMLComposer.documents(of: "a: &x [1, *x]\n") }
        guard case .failure(let error as YAMLSyntaxError) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.code == .cycle)
        #expect(error.message == "alias '*x' refers to a node that contains it")
        #expect(error.mark == YAMLMark(line: 1, column: 11))
    }

    @Test("an unknown alias is a syntax error")
    func unknownAlias() {
        let result = Result { try YAMLComposer.documents(of: "a: *nowhere\n") }
        guard case .failure(let error as YAMLSyntaxError) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message == "unknown alias '*nowhere'; no anchor '&nowhere' before it")
        #expect(error.mark == YAMLMark(line: 1, column: 4))
    }

    @Test("aliases that expand without bound are refused")
    func billionLaughs() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        #expect(throws: YAMLSyntaxError.self) { try YAMLComposer.documents(of: text) }
    }

    @Test("several documents, scalar styles, numbers, booleans and nulls")
    func documentsAndScalars() throws {
        let documents = try YAMLComposer.documents(of: "a: 1.5\nb: '2'\nc: yes\nd: ~\ne:\n---\nf: -3\n")
        #expect(documents.count == 2)
        let first = try #require(documents[0].root.mapping)
        #expect(first[0].value.number == 1.5)
        #expect(first[1].value.number == nil)
        #expect(first[1].value.kindDescription == "a string")
        #expect(first[2].value.bool == true)
        #expect(first[3].value.isNull && first[4].value.isNull)
        #expect(documents[1].root.mapping?.first?.value.number == -3)
        #expect(documents[1].mark.line == 6)
    }
}
