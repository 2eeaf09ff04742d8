import SetCore
import SetOnline
import Testing
@testable import SetServer

@Suite("The lobby's rating line", .timeLimit(.minutes(1)), .takesTurns)
struct RatingLineTests {
    @Test("a guest is unrated and told how to keep a name, in 100 and in 80 columns")
    func guest() {
        let note = RatingLine.note(ratings: [.standard: Rating(value: 1300, games: 3)], isGuest: true)
        #expect(note.text(fitting: 100) == "Guest, unrated · to keep a name and rating, use an ed25519 key (not RSA): ssh-keygen -t ed25519")
        #expect(note.text(fitting: 80) == "Guest, unrated · keep a name with an ed25519 key, not RSA: ssh-keygen -t ed25519")
    }

    @Test("a keyed player sees rated modes only: a test rating in old records is not shown")
    func keyed() {
        let ratings: [Variant: Rating] = [.test: Rating(value: 1205, games: 1), .junior: Rating(value: 1187.4, games: 2), .standard: Rating(value: 1243.5, games: 1)]
        #expect(RatingLine.note(ratings: ratings, isGuest: false).text == "Your rating: standard 1244 · junior 1187")
    }

    @Test("a keyed player without rated games starts at 1200 in the rated modes")
    func newcomer() {
        let note = RatingLine.note(ratings: [.test: Rating(value: 1205, games: 1)], isGuest: false)
        #expect(note.text == "Your rating: 1200 in every variant until a rated game (two or more players with keys)")
        #expect(note.text(fitting: 80) == "Your rating: 1200 until a rated game")
    }
}
