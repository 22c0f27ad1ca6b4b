/* The C surface BrikCurses needs from ncursesw, in a form Swift can import.
 *
 * Swift cannot import function-like macros (A_*, COLOR_PAIR, KEY_F, BUTTON*)
 * nor, in Swift 6 mode, mutable C globals (stdscr, LINES, COLS, ESCDELAY).
 * Each gets a constant or an accessor here. See
 * ../shared/reference/ncurses-facts.md §1–2 for why each one exists.
 */
#ifndef BRIK_CNCURSESW_SHIM_H
#define BRIK_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#include <ncurses.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>

/* glibc declares these only under __USE_XOPEN, which Swift's Glibc lacks. */
extern int wcwidth(wchar_t c);

/* Attributes (A_* are macros). */
static const attr_t BRIK_A_NORMAL = A_NORMAL;
static const attr_t BRIK_A_BOLD = A_BOLD;
static const attr_t BRIK_A_DIM = A_DIM;
static const attr_t BRIK_A_ITALIC = A_ITALIC;
static const attr_t BRIK_A_UNDERLINE = A_UNDERLINE;
static const attr_t BRIK_A_BLINK = A_BLINK;
static const attr_t BRIK_A_REVERSE = A_REVERSE;
static const attr_t BRIK_A_INVIS = A_INVIS;
#ifdef A_STRIKEOUT
static const attr_t BRIK_A_STRIKEOUT = A_STRIKEOUT;
#endif

/* Mouse masks (BUTTON* are macros). */
static const mmask_t BRIK_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t BRIK_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t BRIK_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t BRIK_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t BRIK_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t BRIK_BUTTON2_PRESSED = BUTTON2_PRESSED;
static const mmask_t BRIK_BUTTON2_RELEASED = BUTTON2_RELEASED;
static const mmask_t BRIK_BUTTON2_CLICKED = BUTTON2_CLICKED;
static const mmask_t BRIK_BUTTON3_PRESSED = BUTTON3_PRESSED;
static const mmask_t BRIK_BUTTON3_RELEASED = BUTTON3_RELEASED;
static const mmask_t BRIK_BUTTON3_CLICKED = BUTTON3_CLICKED;
static const mmask_t BRIK_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t BRIK_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t BRIK_BUTTON_SHIFT = BUTTON_SHIFT;
static const mmask_t BRIK_BUTTON_CTRL = BUTTON_CTRL;
static const mmask_t BRIK_BUTTON_ALT = BUTTON_ALT;

/* Mutable globals, read through functions. */
static inline WINDOW *brik_stdscr(void) { return stdscr; }
static inline int brik_colors(void) { return COLORS; }
static inline int brik_color_pairs(void) { return COLOR_PAIRS; }
static inline int brik_key_f(int n) { return KEY_F(n); }

#endif
