import SetCore
import SetStore

/// The modes a game of one content can be saved and ranked in (each listed mode of its
/// deck, ``GameMode/listed``), with the one way to make each one's referee from a seed. A
/// save is replayed, and a resumed game ruled, by the referee its mode makes here, so what a
/// file says is checked by the code that builds the mode: a seed no game of the mode can have
/// (a day without a daily puzzle) makes no referee, and the save is refused.
struct ModeBook<Content: GameContent>: Sendable {
    /// How a mode's referee is made for a game dealt from a seed (nil when no game of the
    /// mode has that seed).
    let makeReferee: @Sendable (_ variant: Variant, _ context: GameContext, _ seed: UInt64) -> (any Referee<Content>)?

    /// Whether `mode` is one of these.
    func has(_ mode: GameMode) -> Bool {
        mode.parts?.deck == Content.deck
    }

    /// The referee of a game of `mode` dealt from `seed`; nil for a mode not in the book or a
    /// seed that cannot be one of its games.
    func referee(for mode: GameMode, seed: UInt64) -> (any Referee<Content>)? {
        guard let parts = mode.parts, parts.deck == Content.deck else { return nil }
        return makeReferee(parts.variant, parts.context, seed)
    }
}

extension ModeBook where Content == SetCard {
    /// SET's modes on the Board tab: each variant in each context it is played in, ruled by
    /// the context's referee.
    static let set = ModeBook { variant, context, seed in context.referee(variant, seed: seed) }
}

extension ModeBook where Content == PlayingCard {
    /// The Cards tab's modes: alone, under the real rule or in test mode.
    static let cards = ModeBook { variant, _, _ in SoloReferee(mode: PlayMode(variant)) }
}
