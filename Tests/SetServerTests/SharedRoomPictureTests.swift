import PropertyBased
import SetAnimation
import SetCore
import SetOnline
import SetRender
import SetTable
import SetTestSupport
import Testing
@testable import SetServer

/// A room's table and side panel are drawn once for all its viewers of one size and look,
/// and each viewer's own cursor, selection and lines are drawn over them (issue 44): what
/// each sees is the screen they would draw alone, cell for cell.
@Suite("Shared room picture", .timeLimit(.minutes(1)), .takesTurns)
struct SharedRoomPictureTests {
    static let ada = PlayerKey("SHA256:ada")
    static let bob = PlayerKey("SHA256:bob")
    static let eve = PlayerKey("guest-0007")

    /// A game under way: ada has chosen two cards, bob one of another set, eve watches,
    /// and all three have chatted (ada's and bob's lines are bold for their own eyes).
    static func room() -> Room {
        var room = Room(variant: .standard, seed: 11, at: 0)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        _ = room.watch(eve)
        _ = room.say("hi all", by: ada, name: "ada")
        _ = room.say("good luck, and may the quickest eyes win", by: bob, name: "bob")
        _ = room.say("watching you two", by: eve, name: "eve")
        let sets = room.game.matchesOnTable
        for card in sets[0].prefix(2) { _ = room.choose(card, by: ada, at: 1) }
        let bobs = room.game.table.map(\.id).first { !sets[0].contains($0) }!
        _ = room.choose(bobs, by: bob, at: 1)
        return room
    }

    /// `viewer`'s screen with their `cursor`, drawn with the room's `caches` (nil: alone).
    static func screen(
        _ room: Room, _ viewer: PlayerKey, cursor: Int?, sprites: [Sprite]? = nil, caches: RoomRenderCaches?, width: Int, height: Int
    ) -> Grid {
        var screen = RoomScreen(
            room: room, code: "BCDF", viewer: viewer, cursor: cursor, note: nil,
            painter: CardPainter(colorMode: .ansi256, cache: caches?.cache(paintingAs: CardPainter(colorMode: .ansi256)) ?? RenderCache()))
        screen.sprites = sprites
        screen.shared = caches
        return screen.draw(width: width, height: height)
    }

    @Test("two players with their own cursors and selections, and a watcher, at two sizes: one table drawn a size, each screen as drawn alone")
    func sameCellsAsAlone() throws {
        let room = Self.room()
        for (width, height) in [(100, 30), (132, 43)] {
            let caches = RoomRenderCaches()
            let viewers: [(PlayerKey, Int?)] = [(Self.ada, 0), (Self.bob, 7), (Self.eve, nil), (Self.bob, nil)]
            for (viewer, cursor) in viewers {
                let shared = Self.screen(room, viewer, cursor: cursor, caches: caches, width: width, height: height)
                let alone = Self.screen(room, viewer, cursor: cursor, caches: nil, width: width, height: height)
                #expect(shared == alone, "\(viewer) at \(width)×\(height)")
            }
            // The players share one table, the watcher (no key labels) another.
            #expect(caches.tablesDrawn == 2)
        }
        // What the players see differs where it must: their own cursor and selection.
        let ada = Self.screen(room, Self.ada, cursor: 0, caches: nil, width: 100, height: 30)
        let bob = Self.screen(room, Self.bob, cursor: 7, caches: nil, width: 100, height: 30)
        #expect(ada != bob)
    }

    @Test("cards in flight, one over the cursor's card: shared while the viewer's own cards lie apart, their rows drawn again when another overlaps them")
    func cardsInFlight() throws {
        let room = Self.room()
        let layout = try #require(BoardLayout(cardCount: room.game.table.count, in: RoomScreen.boardArea(width: 100, height: 30)))
        let cards = room.game.table.map(\.id)
        // The last card glides towards the first slot: over it at one moment, apart at another.
        func sprites(shift: Int) -> [Sprite] {
            cards.indices.map { slot in
                var rect = layout.frames[slot]
                if slot == cards.count - 1 { rect = Rect(x: layout.frames[0].x + shift, y: layout.frames[0].y + 2, width: rect.width, height: rect.height) }
                return Sprite(card: cards[slot], rect: rect, faceUp: true, isMoving: slot == cards.count - 1, isDeparting: false)
            }
        }
        let caches = RoomRenderCaches()
        for shift in [1, 60] {
            for (viewer, cursor) in [(Self.ada, 0), (Self.bob, 3)] {
                let shared = Self.screen(room, viewer, cursor: cursor, sprites: sprites(shift: shift), caches: caches, width: 100, height: 30)
                let alone = Self.screen(room, viewer, cursor: cursor, sprites: sprites(shift: shift), caches: nil, width: 100, height: 30)
                #expect(shared == alone, "\(viewer), the moving card \(shift) columns on")
            }
        }
    }

    @Test("any cards in flight, over the viewer's own or off the board: each screen as drawn alone; the rows of an overlapped own card drawn again, not the table")
    func anyCardsInFlight() async throws {
        let room = Self.room()
        let layout = try #require(BoardLayout(cardCount: room.game.table.count, in: RoomScreen.boardArea(width: 100, height: 30)))
        let cards = room.game.table.map(\.id)
        let moves = Gen.int(in: -45...45).array(of: 24...24)
        let moving = Gen.bool().array(of: 12...12)
        await propertyCheck(count: 150, input: moves, moving, Gen.int(in: -1...11)) { moves, moving, cursor in
            let sprites = cards.indices.map { slot in
                let rect = layout.frames[slot]
                let (dx, dy) = moving[slot] ? (moves[2 * slot], moves[2 * slot + 1] / 3) : (0, 0)
                return Sprite(card: cards[slot], rect: Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height), faceUp: true, isMoving: moving[slot], isDeparting: false)
            }
            let caches = RoomRenderCaches()
            for viewer in [Self.ada, Self.bob, Self.eve] {
                let cursor = cursor < 0 ? nil : cursor
                let shared = Self.screen(room, viewer, cursor: cursor, sprites: sprites, caches: caches, width: 100, height: 30)
                let alone = Self.screen(room, viewer, cursor: cursor, sprites: sprites, caches: nil, width: 100, height: 30)
                #expect(shared == alone, "\(viewer), moves \(moves), moving \(moving), cursor \(cursor.map(String.init) ?? "none")")
            }
            #expect(caches.tablesDrawn == 2, "one table for the players, one for the watcher (no key labels)")
        }
        // The last card glides over the first, ada's cursor: the rows of ada's card are drawn again.
        let caches = RoomRenderCaches()
        var sprites = cards.indices.map { Sprite(card: cards[$0], rect: layout.frames[$0], faceUp: true, isMoving: false, isDeparting: false) }
        let over = Rect(x: layout.frames[0].x + 1, y: layout.frames[0].y + 2, width: layout.frames[0].width, height: layout.frames[0].height)
        sprites[cards.count - 1] = Sprite(card: cards[cards.count - 1], rect: over, faceUp: true, isMoving: true, isDeparting: false)
        _ = Self.screen(room, Self.ada, cursor: 0, sprites: sprites, caches: caches, width: 100, height: 30)
        #expect(caches.rowsRedrawn == layout.frames[0].height)
        #expect(caches.tablesDrawn == 1)
    }

    @Test("the side panel is laid out once for the room's viewers, each seeing their own lines bold")
    func panelOnce() {
        let room = Self.room()
        let caches = RoomRenderCaches()
        let first = caches.panel(of: room, width: 100, height: 30)
        let again = caches.panel(of: room, width: 100, height: 30)
        #expect(first.lines.map(\.text) == again.lines.map(\.text))
        #expect(caches.panelsLaidOut == 1)
        var changed = room
        _ = changed.say("one more", by: Self.ada, name: "ada")
        #expect(caches.panel(of: changed, width: 100, height: 30).lines.last?.text == "ada: one more")
        #expect(caches.panelsLaidOut == 2)
    }
}
