import SetRender
import Testing
@testable import SetBench

@Suite("no-game frame floor", .serialized, .timeLimit(.minutes(10)))
struct SpriteFloorTests {
    @Test("each frame writes the three cards' moved cells, about as many bytes as the bench's deals")
    func bytesPerFrame() throws {
        let result = try SpriteFloor(width: 100, height: 30, frames: 12).measure()
        #expect(result.seconds > 0)
        #expect((1_200...1_700).contains(result.bytes), "\(result.bytes) bytes a frame")
    }

    @Test("the cards stay on the screen, a column further on each frame", arguments: [(100, 30), (40, 20), (12, 6)])
    func placesOnScreen(width: Int, height: Int) {
        let floor = SpriteFloor(width: width, height: height)
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        for frame in 0..<300 {
            for card in 0..<SpriteFloor.cards {
                let place = floor.place(card: card, frame: frame)
                #expect(place.intersection(screen) == place && !place.isEmpty)
            }
        }
        let (first, next) = (floor.place(card: 0, frame: 0), floor.place(card: 0, frame: 1))
        #expect(next.x == first.x + 1 || width <= 16)
    }
}
