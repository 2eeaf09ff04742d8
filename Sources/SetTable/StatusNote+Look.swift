import SetRender

extension StatusNote.Tone {
    /// How text of this tone looks with `mode`'s colors: good in green, bad in red (bold,
    /// and underlined without colors), information plain.
    public func style(_ mode: ColorMode) -> CellStyle {
        switch (self, mode) {
        case (.info, _): CellStyle()
        case (.good, .monochrome): CellStyle(bold: true)
        case (.bad, .monochrome): CellStyle(bold: true, underline: true)
        case (.good, _): CellStyle(foreground: .green, bold: true)
        case (.bad, _): CellStyle(foreground: .red, bold: true)
        }
    }
}

extension StatusNote {
    /// The wording that fits in `width` columns: the full text, else the short one; nil
    /// when neither fits.
    public func text(fitting width: Int) -> String? {
        [text, shortText].first { $0.count <= width }
    }
}
