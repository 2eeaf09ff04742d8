// Signal handling and terminal restoring for set-game, in C because signal handlers must
// do only async-signal-safe work. All state lives in terminal_signals.c: one copy per
// process, whichever Swift file calls these functions.
#ifndef SET_GAME_CTERMINAL_H
#define SET_GAME_CTERMINAL_H

#include <stddef.h>

/// What `ct_wait_for_input` saw.
typedef enum {
    /// The time ran out.
    CT_WAIT_TIMEOUT = 0,
    /// The input descriptor has bytes to read.
    CT_WAIT_INPUT = 1,
    /// A signal arrived (its flag is set; the wake-up pipe has been drained).
    CT_WAIT_SIGNAL = 2,
    /// The input hung up or failed: no key can ever arrive.
    CT_WAIT_INPUT_GONE = 3,
} ct_wait_result;

/// Saves the terminal settings of `fd` (restored on a crash), opens the wake-up pipe,
/// sets up an alternate signal stack, and installs the handlers: quit signals (every one
/// whose default ends the process and that lets code run: HUP, INT, QUIT, TERM, USR1, USR2,
/// PIPE, ALRM, VTALRM, PROF, XCPU, XFSZ), Ctrl-Z (TSTP) and resizes (WINCH) set a flag and
/// wake the loop; fatal signals (SEGV, BUS, ILL, TRAP, ABRT, FPE, SYS) restore the terminal,
/// pass the signal to the previous handler (Swift's backtracer, whose "press a key"
/// question is answered at once unless SWIFT_BACKTRACE names an `interactive` setting) and
/// end the process. Unblocks all of these, and restores the terminal at `exit`.
/// Returns 0, or -1 if the wake-up pipe cannot be made.
int ct_install(int fd);

/// The bytes that give the terminal back (leave the alternate screen, show the cursor,
/// reset attributes, mouse off): written by the crash handlers and `ct_restore_terminal`.
/// At most 255 bytes are kept.
void ct_set_reset_sequence(const char *bytes, size_t length);

/// Whether the terminal is in the game's mode (1) or the shell's (0): the crash handlers
/// restore it only while it is the game's.
void ct_set_terminal_active(int active);

/// Writes the reset sequence and restores the saved settings, if the terminal is active;
/// marks it inactive. Async-signal-safe.
void ct_restore_terminal(void);

/// Waits up to `nanoseconds` (negative: no limit) until `fd` has input or a handled signal
/// arrives. A signal that arrived before the call is seen at once.
ct_wait_result ct_wait_for_input(int fd, long long nanoseconds);

/// The first quit signal received, the first time it is asked for; 0 otherwise.
int ct_take_quit_signal(void);

/// Whether Ctrl-Z arrived since the last call; clears it.
int ct_take_suspend_request(void);

/// Whether the terminal was resized since the last call; clears it.
int ct_take_resize(void);

/// Stops the process as Ctrl-Z does by default; returns once it is continued (`fg`).
void ct_stop_until_continued(void);

/// Ends the process as killed by `sig` (so the shell sees 128 + sig), after restoring the
/// terminal; SIGQUIT, SIGXCPU and SIGXFSZ exit with 128 + sig instead, to leave no core dump.
void ct_exit_by_signal(int sig) __attribute__((noreturn));

/// How many arguments the process was started with (the program's name counted), as the C
/// library handed them to initializers; 0 if it did not.
int ct_argument_count(void);

/// Argument `index` (0: the program's name), or NULL outside 0..<ct_argument_count().
const char *ct_argument(int index);

#endif
