import SetCore
import SetOnline
import SetRender
import SetTable

/// What a room's viewers draw once for all of them: the painted cards, one ``RenderCache``
/// for each way of painting (theme, colors) among them; the side panel as it stands
/// (``RoomPanel``); and the table as everyone sees it before their own cursor and
/// selection are drawn over it (``RoomScreen``). A viewer's own cache would keep up to
/// 512 KB of painted cards (``CardPainter``'s budget, sized for one game on one machine):
/// on a server, for every player, it was most of their memory once a game had been played
/// a while. The room's viewers see the same cards at mostly the same sizes, and the same
/// table at the same moments, so one cache serves them all. Confined to the server's event
/// loop, as the room is.
public final class RoomRenderCaches {
    private var caches: [CardPainter: RenderCache] = [:]
    /// Panels laid out, newest first, with what each was laid out from.
    private var panels: [(seats: [Seat], watching: Int, chat: [ChatLine], width: Int, height: Int, panelWidth: Int, panel: RoomPanel)] = []
    /// The cards' layouts and panel widths worked out, newest first, with what for.
    private var placements: [(width: Int, height: Int, cardCount: Int, placement: (layout: BoardLayout?, panelWidth: Int))] = []
    /// Tables drawn, newest first, with what each was drawn from.
    private var tables: [(width: Int, height: Int, painter: CardPainter, strokes: [CardStroke<SetCard>], grid: Grid)] = []

    /// Panels and tables kept: viewers of one room mostly share one size, and the newest
    /// change of the room; a table is a whole screen of cells (24 KB at 100 × 30).
    static let panelCapacity = 4
    static let placementCapacity = 4
    static let tableCapacity = 2
    /// How many panels were laid out and tables drawn for the room's viewers (the rest were
    /// shared).
    private(set) var panelsLaidOut = 0
    private(set) var tablesDrawn = 0
    /// How many rows of the shared tables were drawn again for one viewer, where another
    /// card overlapped one of their own (``RoomScreen``).
    var rowsRedrawn = 0

    public init() {}

    /// The cache of the room's viewers who paint as `painter` does (its own cache aside).
    public func cache(paintingAs painter: CardPainter) -> RenderCache {
        if let cache = caches[painter] { return cache }
        let cache = RenderCache()
        caches[painter] = cache
        return cache
    }

    /// The side panel of `room` on a terminal of `width` × `height`, laid out once for
    /// every viewer. The viewers' rooms are copies of one, so comparing what it shows
    /// mostly compares the arrays' storage.
    func panel(of room: Room, width: Int, height: Int, panelWidth: Int = RoomScreen.panelWidth) -> RoomPanel {
        let watching = room.spectators.count
        if let kept = panels.first(where: {
            $0.width == width && $0.height == height && $0.panelWidth == panelWidth && $0.watching == watching && $0.seats == room.seats
                && $0.chat == room.chat
        }) {
            return kept.panel
        }
        panelsLaidOut += 1
        let panel = RoomPanel(seats: room.seats, watching: watching, chat: room.chat, width: width, height: height, panelWidth: panelWidth)
        panels.insert((room.seats, watching, room.chat, width, height, panelWidth, panel), at: 0)
        if panels.count > Self.panelCapacity { panels.removeLast() }
        return panel
    }

    /// The cards' layout and the side panel's width on a terminal of `width` × `height` with
    /// `cardCount` cards (``RoomScreen/placement(width:height:cardCount:)``), worked out once
    /// for every viewer: each viewer's frame asks for it three times, and it was 3 % of a
    /// server's CPU.
    func placement(width: Int, height: Int, cardCount: Int) -> (layout: BoardLayout?, panelWidth: Int) {
        if let kept = placements.first(where: { $0.width == width && $0.height == height && $0.cardCount == cardCount }) {
            return kept.placement
        }
        let placement = RoomScreen.placement(width: width, height: height, cardCount: cardCount)
        placements.insert((width, height, cardCount, placement), at: 0)
        if placements.count > Self.placementCapacity { placements.removeLast() }
        return placement
    }

    /// The grid `draw` draws from `strokes` with `painter` on a terminal of `width` ×
    /// `height`, drawn once for every viewer who draws the same strokes, in storage of its
    /// own for the caller to draw over.
    func table(
        width: Int, height: Int, painter: CardPainter, strokes: [CardStroke<SetCard>], draw: () -> Grid
    ) -> Grid {
        if let kept = tables.first(where: { $0.width == width && $0.height == height && $0.painter == painter && $0.strokes == strokes }) {
            return kept.grid.withOwnStorage()
        }
        tablesDrawn += 1
        let grid = draw()
        tables.insert((width, height, painter, strokes, grid), at: 0)
        if tables.count > Self.tableCapacity { tables.removeLast() }
        return grid.withOwnStorage()
    }
}
