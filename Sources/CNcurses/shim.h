// The C bridge to ncursesw. SwiftPM drops pkg-config's -D flags, so the wide-character
// API is switched on here; macros and globals Swift cannot import get inline accessors.
// Nothing here keeps state: that lives in the CTerminal target's .c file.
#ifndef SET_GAME_CNCURSES_SHIM_H
#define SET_GAME_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <ncursesw/curses.h>

// Pseudo-terminals, for the benchmark (stdlib.h declares these only under _XOPEN_SOURCE).
int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_colors(void) { return COLORS; }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }

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

/// Resizes curses to the terminal's current size if it changed (e.g. while stopped,
/// when no SIGWINCH reached the program); returns 1 if it did.
static inline int cn_update_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    if (size.ws_row == LINES && size.ws_col == COLS) return 0;
    resizeterm(size.ws_row, size.ws_col);
    return 1;
}

/// Sets the size a pseudo-terminal reports (TIOCSWINSZ on its master side).
static inline int cn_set_window_size(int fd, int rows, int columns) {
    struct winsize size = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns, .ws_xpixel = 0, .ws_ypixel = 0 };
    return ioctl(fd, TIOCSWINSZ, &size);
}

/// `capability` with one or two numeric parameters filled in (tiparm is variadic, which
/// Swift cannot call); NULL when it fails.
static inline const char *cn_tiparm1(const char *capability, int first) { return tiparm(capability, first); }
static inline const char *cn_tiparm2(const char *capability, int first, int second) { return tiparm(capability, first, second); }

/// The terminfo string capability `name` (e.g. "cup"), or NULL when the terminal lacks it.
static inline const char *cn_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value == NULL || value == (char *)-1 ? NULL : value;
}

#endif
