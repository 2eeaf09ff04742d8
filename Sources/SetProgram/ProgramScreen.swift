import SetFrame
import SetRender

/// A program as a driver that writes bytes (an ssh channel) holds it: the program, the
/// writer that diffs each whole frame against what the peer's terminal shows, and the
/// pacing of those frames. The driver sends messages in, runs the effects that come out,
/// writes the bytes of each frame, and sleeps until ``nextFrameAt``. A class: the driver
/// holds the one screen and asks it several things a frame, which on a value as large as a
/// program meant a copy of the whole program each time (4 % of a server's CPU). Inlinable,
/// so that it is specialized for its program where it is used; and it asks the program
/// when it next wakes once after each message, not three times a frame: each question
/// copied the whole program first (5 % of a server's game loop went to those copies, their
/// retains and releases).
public final class ProgramScreen<Program: SessionProgram> {
    /// The program.
    @inlinable public var program: Program { running }

    /// The program, as it runs.
    @usableFromInline var running: Program
    /// What the peer's terminal shows, and the bytes that take it to the next frame.
    @usableFromInline var writer: FrameWriter
    /// When frames are drawn.
    @usableFromInline var pacer: FramePacer
    /// The program's ``SessionProgram/nextWakeUp``, as of the last message: a value changes
    /// only by its messages.
    @usableFromInline var wakeUp: Double?

    /// `program` on a terminal that `writer` writes to, its frames paced by `pacer`.
    @inlinable public init(_ program: Program, writer: FrameWriter, pacer: FramePacer) {
        self.running = program
        self.writer = writer
        self.pacer = pacer
        self.wakeUp = program.nextWakeUp
    }

    /// Hands `message`, arrived at `now`, to the program: its effects, to run in order.
    @inlinable public func send(_ message: Program.Message, at now: Double) -> [Program.Effect] {
        pacer.changed()
        let effects = running.update(message, at: now)
        wakeUp = running.nextWakeUp
        return effects
    }

    /// Wakes the program if its wake-up has come by `now`: the effects of its tick.
    @inlinable public func wake(at now: Double) -> [Program.Effect] {
        guard let wakeUp, wakeUp <= now else { return [] }
        return send(Program.tick, at: now)
    }

    /// When the next frame is due, if the peer keeps up; nil: none until a message comes.
    @inlinable public func nextFrameAt(canSend: Bool) -> Double? {
        pacer.nextFrame(wakeUp: wakeUp, canSend: canSend)
    }

    /// The bytes of the frame due at `now` (empty when it looks as the last one did); nil
    /// when none is due, or the peer is not keeping up.
    @inlinable public func frame(at now: Double, canSend: Bool) -> [UInt8]? {
        guard pacer.isDue(at: now, wakeUp: wakeUp, canSend: canSend) else { return nil }
        let bytes = writer.bytes(for: running.view())
        pacer.drew(at: now, wrote: !bytes.isEmpty)
        return bytes
    }

    /// The peer's terminal may show anything now (it was resized, or cleared): the next
    /// frame is written whole.
    @inlinable public func invalidate() {
        writer.invalidate()
        pacer.changed()
    }
}
