import Synchronization

/// Drawings one renderer keeps between frames: painted cards, rasterized symbols and their
/// coverages, remembered rows (the tab bar, the status line, the help bar).
///
/// A session owns one and hands it to every frame it draws, so many sessions in one process
/// (the online server's) keep apart and never wait on each other; its locks are only ever
/// taken by the session's own thread. A fresh cache draws exactly what a warm one does: it
/// only saves the work.
public final class RenderCache: Sendable {
    /// Cards painted by one painter, by look (``CardPainter/drawRemembered``).
    let cards = Mutex(CardPainter.Blocks())
    /// Symbols drawn, as cells in the plain style (``SymbolRaster/cells``).
    let symbols = Mutex<[SymbolRaster.Key: [(column: Int, row: Int, cell: Cell)]]>([:])
    /// Which pixels of a box each shape covers (``SymbolRaster/coverage``).
    let coverages = Mutex<[SymbolRaster.CoverageKey: [Bool]]>([:])
    /// Rows kept, newest first (``Grid/drawRemembered(row:for:in:_:)``).
    let rows = Mutex<[Grid.RememberedRow]>([])

    /// An empty cache.
    public init() {}
}
