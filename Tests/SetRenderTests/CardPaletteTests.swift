import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardPaletteTests {
    /// The relative lightness (0…1) of an entry of the 256-color palette's 6×6×6 cube.
    static func lightness(_ color: TerminalColor) -> Double {
        guard case .indexed(let index) = color, index >= 16, index < 232 else { return -1 }
        let levels = [0.0, 95, 135, 175, 215, 255]
        let cube = Int(index) - 16
        let (r, g, b) = (levels[cube / 36] / 255, levels[cube / 6 % 6] / 255, levels[cube % 6] / 255)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    @Test(arguments: Theme.all.map(\.name))
    func colorblindColorsDifferInLightnessAndShowTheirLetter(themeName: String) throws {
        let theme = try #require(Theme.named(themeName)).with(.colorblind)
        let lightness = theme.colors.map { Self.lightness($0.ansi256) }
        #expect(lightness == lightness.sorted() && zip(lightness, lightness.dropFirst()).allSatisfy { $1 - $0 >= 0.2 }, "\(lightness)")
        #expect(Set(theme.colors.map(\.ansi8)).count == 3 && Set(theme.colors.map(\.monochrome)).count == 3)
        for mode in ColorMode.allCases {
            let letters = TriValue.allCases.map { theme.look(for: SetCard(count: .a, shape: .a, shading: .a, color: $0), mode: mode, ascii: false).colorLetter }
            #expect(letters == ["b", "o", "y"], "\(mode)")
        }
        #expect(theme.symbols == Theme.named(themeName)?.symbols)
    }

    /// WCAG's contrast ratio of an entry of the 256-color cube against white (`light`) or black.
    static func contrast(_ color: TerminalColor, light: Bool) -> Double {
        guard case .indexed(let index) = color, index >= 16, index < 232 else { return 0 }
        let levels = [0.0, 95, 135, 175, 215, 255]
        let cube = Int(index) - 16
        func linear(_ level: Double) -> Double {
            let c = level / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(levels[cube / 36]) + 0.7152 * linear(levels[cube / 6 % 6]) + 0.0722 * linear(levels[cube % 6])
        return light ? 1.05 / (luminance + 0.05) : (luminance + 0.05) / 0.05
    }

    @Test(arguments: Theme.all.map(\.name), CardPalette.allCases)
    func everyColorReadsOnLightAndDarkTerminals(themeName: String, palette: CardPalette) throws {
        let theme = try #require(Theme.named(themeName)).with(palette)
        for color in theme.colors {
            #expect(Self.contrast(color.ansi256, light: true) >= 2.3, "\(color.name) on white")
            #expect(Self.contrast(color.ansi256, light: false) >= 2.3, "\(color.name) on black")
        }
    }

    @Test func theStandardPaletteKeepsTheTheme() {
        #expect(Theme.classic.with(.standard) == .classic)
        #expect(Theme.classic.look(for: SetCard(index: 0), mode: .ansi256, ascii: false).colorLetter == nil)
    }
}
