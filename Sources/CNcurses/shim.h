// The C bridge to ncursesw. SwiftPM drops pkg-config's -D flags, so the wide-character
// API is switched on here; macros and globals Swift cannot import get inline accessors.
#ifndef SET_GAME_CNCURSES_SHIM_H
#define SET_GAME_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <poll.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <ncursesw/curses.h>

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
static inline attr_t cn_a_blink(void) { return A_BLINK; }

static inline mmask_t cn_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cn_all_button_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }

static inline int cn_key_f(int n) { return KEY_F(n); }

/// Sets one cell to a single wide character with attributes and a color pair.
static inline int cn_put_cell(int y, int x, wchar_t ch, attr_t attrs, short pair) {
    wchar_t text[2] = { ch, 0 };
    cchar_t cell;
    setcchar(&cell, text, attrs, pair, NULL);
    return mvadd_wch(y, x, &cell);
}

/// Whether the locale's character set is UTF-8.
static inline int cn_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (codeset[0] == 'U' || codeset[0] == 'u') &&
           (codeset[1] == 'T' || codeset[1] == 't') && (codeset[2] == 'F' || codeset[2] == 'f');
}

/// Opens the screen on stdout/stdin; NULL (instead of exiting) when TERM is unknown.
static inline SCREEN *cn_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

/// Sets one cell to a base character followed by up to four combining characters.
static inline int cn_put_cell_text(int y, int x, const wchar_t *text, int count, attr_t attrs, short pair) {
    wchar_t buffer[CCHARW_MAX + 1];
    int length = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int i = 0; i < length; i++) buffer[i] = text[i];
    buffer[length] = 0;
    cchar_t cell;
    setcchar(&cell, buffer, attrs, pair, NULL);
    return mvadd_wch(y, x, &cell);
}

/// Resizes curses to the terminal's current size if it changed (e.g. while stopped,
/// when no SIGWINCH reached the program); returns 1 if it did.
static inline int cn_update_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    if (size.ws_row == LINES && size.ws_col == COLS) return 0;
    resizeterm(size.ws_row, size.ws_col);
    return 1;
}

/// Whether standard input has hung up or failed, so no key can ever arrive.
static inline int cn_input_is_gone(void) {
    struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 };
    if (poll(&input, 1, 0) < 0) return 0;
    return (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* Signals. The storage below is static, so every Swift file that calls these functions
   gets its own copy: only SetTerminal/SignalGuard.swift may call them. */

/// Ends curses mode if a screen is active and not already ended; otherwise does nothing.
static inline void cn_restore_screen(void) {
    if (!isendwin()) endwin();
}

static inline volatile sig_atomic_t *cn_quit_signal_slot(void) {
    static volatile sig_atomic_t slot = 0;
    return &slot;
}

/// The first quit signal received (0 while none).
static inline int cn_quit_signal(void) { return (int)*cn_quit_signal_slot(); }

static inline void cn_on_quit_signal(int sig) {
    volatile sig_atomic_t *slot = cn_quit_signal_slot();
    if (*slot != 0) {
        /* A second signal while the first is unhandled: the loop is stuck. Last resort. */
        cn_restore_screen();
        _exit(128 + sig);
    }
    *slot = sig;
}

/// Installs `handler` for `sig` without SA_RESTART, so a blocking read returns with EINTR.
static inline int cn_install_interrupting_handler(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, NULL);
}

/// Unblocks the signals the game handles (quit, suspend, continue, resize): a parent may
/// have started it with them blocked (tmux panes can inherit such a mask), and a blocked
/// Ctrl-C would never reach the handler.
static inline int cn_unblock_handled_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    int handled[] = { SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH };
    for (unsigned i = 0; i < sizeof handled / sizeof handled[0]; i++) sigaddset(&set, handled[i]);
    return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// Records `sig` in a flag.
static inline int cn_install_quit_handler(int sig) {
    return cn_install_interrupting_handler(sig, cn_on_quit_signal);
}

static inline volatile sig_atomic_t *cn_suspend_request_slot(void) {
    static volatile sig_atomic_t slot = 0;
    return &slot;
}

/// Whether Ctrl-Z (SIGTSTP) arrived since the last call; clears the request.
static inline int cn_take_suspend_request(void) {
    volatile sig_atomic_t *slot = cn_suspend_request_slot();
    int requested = *slot != 0;
    *slot = 0;
    return requested;
}

static inline void cn_on_suspend_signal(int sig) {
    (void)sig;
    *cn_suspend_request_slot() = 1;
}

/// Turns SIGTSTP into a request flag.
static inline int cn_install_suspend_handler(void) {
    return cn_install_interrupting_handler(SIGTSTP, cn_on_suspend_signal);
}

static inline struct sigaction *cn_previous_crash_actions(void) {
    static struct sigaction saved[NSIG];
    return saved;
}

static inline void cn_on_crash_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    cn_restore_screen();
    sigaction(sig, &cn_previous_crash_actions()[sig], NULL);
    /* A fault re-faults on return and reaches the previous handler with its real
       siginfo; a sent signal (kill, raise, abort) has to be sent again. */
    if (info == NULL || info->si_code <= 0) raise(sig);
}

/// Restores the terminal on a crash, then hands the signal to the previous handler.
static inline int cn_install_crash_handler(int sig) {
    if (sig <= 0 || sig >= NSIG) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = cn_on_crash_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, &cn_previous_crash_actions()[sig]);
}

static inline void cn_restore_screen_at_exit(void) { cn_restore_screen(); }

/// Ends curses mode at process exit if the program did not.
static inline int cn_register_restore_at_exit(void) { return atexit(cn_restore_screen_at_exit); }

#endif
