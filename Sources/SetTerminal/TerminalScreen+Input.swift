import CNcurses
import CTerminal
import SetFrame

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading: keys and mouse reports from ncurses, signals from the wake-up pipe, both
/// waited for with one `poll`.
extension TerminalScreen {
    /// Waits for the next input or signal, at most `timeout` seconds (nil: no limit).
    /// Keys and mouse events the game does not use are skipped without extending the wait.
    public func nextEvent(timeout: Double?) -> TerminalEvent {
        guard isActive else { return .endOfInput }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + .seconds(min(max(0, $0), 86_400)) }
        while true {
            if let signal = SignalGuard.takeStopSignal() { return .signal(signal) }
            if SignalGuard.takeSuspendRequest() { return .suspendRequested }
            if SignalGuard.takeResize(), cn_update_size() != 0 {
                invalidate()
                return .input(.resize(width: size.width, height: size.height))
            }
            if inputMayBeWaiting, let event = readBufferedInput() { return event }
            let remaining = deadline.map { Self.nanoseconds(clock.now.duration(to: $0)) } ?? -1
            if remaining == 0 { return .timedOut }
            switch ct_wait_for_input(inputDescriptor, remaining) {
            case CT_WAIT_TIMEOUT: return .timedOut
            case CT_WAIT_INPUT_GONE: return .endOfInput
            default:
                inputMayBeWaiting = true
                continue
            }
        }
    }

    /// The first event the game uses among what can be read without waiting, or nil.
    private func readBufferedInput() -> TerminalEvent? {
        while let (status, code) = readNow() {
            if status == KEY_CODE_YES {
                if Int32(bitPattern: code) == KEY_RESIZE {
                    invalidate()
                    return .input(.resize(width: size.width, height: size.height))
                }
                if let key = SpecialKey(keyCode: Int32(bitPattern: code)) { return .input(.key(key)) }
            } else if code == 27 {
                if let event = readEscapeSequence() { return .input(event) }
            } else {
                return .input(InputEvent(characterCode: code))
            }
        }
        return nil
    }

    /// After an Esc: a mouse report (`ESC [ <` … SGR, or `ESC [ M` X10) if its bytes follow
    /// at once, else the Esc key (ncurses waited its 25 ms for more already); bytes that
    /// belong to no report are put back. Nil for a report the game does not use.
    private func readEscapeSequence() -> InputEvent? {
        guard let bracket = readNow() else { return .key(.escape) }
        guard bracket.status == OK, bracket.code == 0x5B, let kind = readNow() else {
            putBack([bracket])
            return .key(.escape)
        }
        switch (kind.status, kind.code) {
        case (OK, 0x3C):  // <: SGR
            var parameters = ""
            while parameters.count < 32, let next = readNow(), next.status == OK, let scalar = Unicode.Scalar(next.code) {
                if scalar == "M" || scalar == "m" { return InputEvent(sgrMouse: parameters, final: Character(scalar)) }
                parameters.unicodeScalars.append(scalar)
            }
            return nil
        case (OK, 0x4D):  // M: X10
            guard let button = readNow(), let column = readNow(), let row = readNow() else { return nil }
            return InputEvent(x10Mouse: button.code, column: column.code, row: row.code)
        default:
            putBack([bracket, kind])
            return .key(.escape)
        }
    }

    /// The next code ncurses has without waiting, or nil.
    private func readNow() -> (status: Int32, code: UInt32)? {
        timeout(0)
        var code: wint_t = 0
        let status = get_wch(&code)
        guard status != ERR else {
            inputMayBeWaiting = false
            return nil
        }
        return (status, UInt32(code))
    }

    /// Returns `codes` to ncurses' input queue, to be read again in the same order.
    private func putBack(_ codes: [(status: Int32, code: UInt32)]) {
        inputMayBeWaiting = true
        for (status, code) in codes.reversed() {
            if status == KEY_CODE_YES { ungetch(Int32(bitPattern: code)) } else { unget_wch(wchar_t(bitPattern: code)) }
        }
    }

    /// The wait that lasts out `remaining`, to the nanosecond (a wait in whole
    /// milliseconds either ends before its deadline, and the loop spins drawing the same
    /// frame until it passes, or after it, and frames come late); 0 once it has passed.
    static func nanoseconds(_ remaining: Duration) -> Int64 {
        let (seconds, attoseconds) = remaining.components
        let (total, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? 0 : .max }
        return max(0, total.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue)
    }
}
