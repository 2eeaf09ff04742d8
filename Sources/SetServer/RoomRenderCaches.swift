import SetRender

/// The painted cards a room's viewers share: one ``RenderCache`` for each way of painting
/// (theme, colors) among them. A viewer's own cache would keep up to 512 KB of painted
/// cards (``CardPainter``'s budget, sized for one game on one machine): on a server, for
/// every player, it was most of their memory once a game had been played a while. The
/// room's viewers see the same cards at mostly the same sizes, so one cache serves them
/// all. Confined to the server's event loop, as the room is.
public final class RoomRenderCaches {
    private var caches: [CardPainter: RenderCache] = [:]

    public init() {}

    /// The cache of the room's viewers who paint as `painter` does (its own cache aside).
    public func cache(paintingAs painter: CardPainter) -> RenderCache {
        if let cache = caches[painter] { return cache }
        let cache = RenderCache()
        caches[painter] = cache
        return cache
    }
}
