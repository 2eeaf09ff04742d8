// The C bridge to ncursesw. SwiftPM drops pkg-config's -D flags, so the wide-character
// API is switched on here; macros and globals Swift cannot import get inline accessors.
#ifndef SET_GAME_CNCURSES_SHIM_H
#define SET_GAME_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
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

#endif
