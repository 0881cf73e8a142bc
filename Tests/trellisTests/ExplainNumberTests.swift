import Testing
@testable import trellis

/// `trellis explain` prints the same text for the same document on every run (ExplainCommand's `number`).
@Suite("explain's numbers: shortest form, without the solver's floating-point noise")
struct ExplainNumberTests {
    @Test("the two noisy forms of 0.1 a solve can leave both read 0.1")
    func noiseIsTakenOff() {
        #expect(number(0.10000000000013642) == "0.1")
        #expect(number(0.09999999999990905) == "0.1")
        #expect(number(861.9000000000001) == "861.9")
        #expect(number(-1e-13) == "0")
        #expect(number(44.00000000000006) == "44")
    }

    @Test("values that are not noise keep every digit: a third of a point, a pixel at 3x")
    func realDigitsStay() {
        #expect(number(20.333333333333332) == "20.333333333333332")
        #expect(number(337.5) == "337.5")
        #expect(number(-44) == "-44")
        #expect(number(0.000001) == "1e-06")
    }
}
