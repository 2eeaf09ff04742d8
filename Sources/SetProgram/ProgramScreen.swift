import SetFrame
import SetRender

/// A program as a driver that writes bytes (an ssh channel) holds it: the program, the
/// writer that diffs each whole frame against what the peer's terminal shows, and the
/// pacing of those frames. The driver sends messages in, runs the effects that come out,
/// writes the bytes of each frame, and sleeps until ``nextFrameAt``. A class: the driver
/// holds the one screen and asks it several things a frame, which on a value as large as a
/// program meant a copy of the whole program each time (4 % of a server's CPU).
public final class ProgramScreen<Program: SessionProgram> {
    /// The program.
    public private(set) var program: Program
    /// What the peer's terminal shows, and the bytes that take it to the next frame.
    private var writer: FrameWriter
    /// When frames are drawn.
    private var pacer: FramePacer

    /// `program` on a terminal that `writer` writes to, its frames paced by `pacer`.
    public init(_ program: Program, writer: FrameWriter, pacer: FramePacer) {
        self.program = program
        self.writer = writer
        self.pacer = pacer
    }

    /// Hands `message`, arrived at `now`, to the program: its effects, to run in order.
    public func send(_ message: Program.Message, at now: Double) -> [Program.Effect] {
        pacer.changed()
        return program.update(message, at: now)
    }

    /// Wakes the program if its wake-up has come by `now`: the effects of its tick.
    public func wake(at now: Double) -> [Program.Effect] {
        guard let wakeUp = program.nextWakeUp, wakeUp <= now else { return [] }
        return send(Program.tick, at: now)
    }

    /// When the next frame is due, if the peer keeps up; nil: none until a message comes.
    public func nextFrameAt(canSend: Bool) -> Double? {
        pacer.nextFrame(wakeUp: program.nextWakeUp, canSend: canSend)
    }

    /// The bytes of the frame due at `now` (empty when it looks as the last one did); nil
    /// when none is due, or the peer is not keeping up.
    public func frame(at now: Double, canSend: Bool) -> [UInt8]? {
        guard pacer.isDue(at: now, wakeUp: program.nextWakeUp, canSend: canSend) else { return nil }
        let bytes = writer.bytes(for: program.view())
        pacer.drew(at: now, wrote: !bytes.isEmpty)
        return bytes
    }

    /// The peer's terminal may show anything now (it was resized, or cleared): the next
    /// frame is written whole.
    public func invalidate() {
        writer.invalidate()
        pacer.changed()
    }
}
