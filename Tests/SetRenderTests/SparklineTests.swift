import SetRender
import Testing

@Suite struct SparklineTests {
    @Test func scalesBetweenTheLowestAndHighest() {
        #expect(Sparkline.render([0, 1, 2, 3, 4, 5, 6, 7], width: 8, ascii: false) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.render([10, 40, 20, 80], width: 10, ascii: false) == "▁▄▂█")
        #expect(Sparkline.render([0, 1, 2, 3, 4, 5, 6, 7], width: 8, ascii: true) == "_.:-=+*#")
    }

    @Test func showsTheLatestValuesThatFit() {
        #expect(Sparkline.render([100, 0, 2, 14], width: 3, ascii: false) == "▁▂█")
    }

    @Test func aFlatSeriesSitsInTheMiddle() {
        #expect(Sparkline.render([3, 3, 3], width: 5, ascii: false) == "▅▅▅")
        #expect(Sparkline.render([3], width: 5, ascii: true) == "=")
    }

    @Test func nothingToDrawIsEmpty() {
        #expect(Sparkline.render([], width: 5, ascii: false) == "")
        #expect(Sparkline.render([1, 2], width: 0, ascii: false) == "")
    }
}
