import SetFrame

/// The About tab's text, and its scrolling: the arrows by a row, the page keys and the wheel as
/// on the Statistics tab, Home and End to the ends; the last line stays at the bottom.
extension AppModel {
    /// The About tab as the model shows it now.
    var aboutView: AboutView {
        AboutView(settings: settings, now: now, legend: Legend(self), scroll: aboutScroll)
    }

    /// Scrolls the About tab for `key`; returns whether `key` scrolls it.
    @discardableResult
    mutating func scrollAbout(_ key: SpecialKey) -> Bool {
        let page = layout?.listPage ?? 1, all = layout?.aboutLines ?? 0
        switch key {
        case .up: scrollAbout(by: -1)
        case .down: scrollAbout(by: 1)
        case .pageUp: scrollAbout(by: -page)
        case .pageDown: scrollAbout(by: page)
        case .home: scrollAbout(by: -all)
        case .end: scrollAbout(by: all)
        default: return false
        }
        return true
    }

    /// Moves the first line shown by `rows`, so that the last line stays at the bottom.
    mutating func scrollAbout(by rows: Int) {
        let limit = max(0, (layout?.aboutLines ?? 0) - (layout?.listPage ?? 1))
        aboutScroll = min(limit, max(0, aboutScroll + rows))
    }
}
