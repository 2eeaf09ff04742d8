// The C bridge to ncurses' terminfo library (tinfo): a terminal's control strings and
// numbers, and their parameters filled in. No curses window, key code or screen: the game
// writes its own frames and decodes its own input. Variadic functions and calls Swift
// cannot make get inline wrappers here. Nothing here keeps state: that lives in the
// CTerminal target's .c file.
#ifndef SET_GAME_CNCURSES_SHIM_H
#define SET_GAME_CNCURSES_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

/// The size of the terminal on `fd` (TIOCGWINSZ); 0 when it has none or reports 0 × 0.
static inline int cn_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 1;
}

// Last: term.h names every capability by a macro (`lines`, `columns`, `bell` …).
#include <ncursesw/term.h>

/// Loads the terminfo entry of `name` (NULL: $TERM) for output on `fd`: 1 when found,
/// 0 when the terminal or the database is unknown.
static inline int cn_load_terminal(const char *name, int fd) {
    int error = 0;
    return setupterm(name, fd, &error) == 0;
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

/// The terminfo number capability `name` (e.g. "colors"), or -1 when the terminal lacks it.
static inline int cn_number_capability(const char *name) {
    int value = tigetnum(name);
    return value < 0 ? -1 : value;
}

#endif
