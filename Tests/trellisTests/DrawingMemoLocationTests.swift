import Testing
@testable import trellis

/// Where the drawing memo lives, and what its key depends on (in process).
@Suite("The drawing memo's folder and key")
struct DrawingMemoLocationTests {
    @Test("--cache, else $TRELLIS_CACHE, else $XDG_CACHE_HOME/trellis, else ~/.cache/trellis; none without a home",
          arguments: [
              ("given", ["TRELLIS_CACHE": "/t", "XDG_CACHE_HOME": "/x", "HOME": "/h"], "given"),
              (nil, ["TRELLIS_CACHE": "/t", "XDG_CACHE_HOME": "/x", "HOME": "/h"], "/t"),
              (nil, ["TRELLIS_CACHE": "", "XDG_CACHE_HOME": "/x", "HOME": "/h"], "/x/trellis"),
              (nil, ["HOME": "/h"], "/h/.cache/trellis"),
              (nil, [:], nil),
          ] as [(String?, [String: String], String?)])
    func folder(option: String?, environment: [String: String], expected: String?) {
        #expect(DrawingMemo(option: option, environment: environment)?.folder == expected)
    }

    @Test("the key changes with the input key and with the build (a salt stands for another build); the path is sharded by its first two digits")
    func key() throws {
        let memo = try #require(DrawingMemo(option: "/c", environment: [:]))
        let other = try #require(DrawingMemo(option: "/c", environment: ["TRELLIS_MEMO_SALT": "rebuilt"]))
        let key = memo.key(inputKey: "0123456789abcdef")
        #expect(key == memo.key(inputKey: "0123456789abcdef"))
        #expect(key != memo.key(inputKey: "0123456789abcdee"))
        #expect(key != other.key(inputKey: "0123456789abcdef"))
        #expect(key.count == 16)
        #expect(memo.path(key: key) == "/c/drawn/\(key.prefix(2))/\(key).json")
    }
}
