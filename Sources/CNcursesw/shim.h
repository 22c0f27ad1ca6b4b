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
#include <signal.h>
#include <termios.h>
#include <unistd.h>

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
static const attr_t BRIK_A_COLOR = A_COLOR;
#ifdef A_STRIKEOUT
static const attr_t BRIK_A_STRIKEOUT = A_STRIKEOUT;
/* libdispatch's main-queue wake-up descriptor and drain, as CoreFoundation's run
 * loop uses them on Linux: the descriptor becomes readable when work is queued
 * on the main queue (where Swift runs main-actor jobs), and the callback runs it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/* Last: term.h defines a macro for every capability name (lines, columns…). */
#include <term.h>

#endif

/* Mouse masks (BUTTON* are macros). */
static const mmask_t BRIK_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t BRIK_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t BRIK_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t BRIK_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t BRIK_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t BRIK_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
static const mmask_t BRIK_BUTTON1_TRIPLE_CLICKED = BUTTON1_TRIPLE_CLICKED;
static const mmask_t BRIK_BUTTON2_PRESSED = BUTTON2_PRESSED;
static const mmask_t BRIK_BUTTON2_RELEASED = BUTTON2_RELEASED;
static const mmask_t BRIK_BUTTON2_CLICKED = BUTTON2_CLICKED;
static const mmask_t BRIK_BUTTON2_DOUBLE_CLICKED = BUTTON2_DOUBLE_CLICKED;
static const mmask_t BRIK_BUTTON2_TRIPLE_CLICKED = BUTTON2_TRIPLE_CLICKED;
static const mmask_t BRIK_BUTTON3_PRESSED = BUTTON3_PRESSED;
static const mmask_t BRIK_BUTTON3_RELEASED = BUTTON3_RELEASED;
static const mmask_t BRIK_BUTTON3_CLICKED = BUTTON3_CLICKED;
static const mmask_t BRIK_BUTTON3_DOUBLE_CLICKED = BUTTON3_DOUBLE_CLICKED;
static const mmask_t BRIK_BUTTON3_TRIPLE_CLICKED = BUTTON3_TRIPLE_CLICKED;
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
static inline WINDOW *brik_curscr(void) { return curscr; }

/* Signals: glibc's struct sigaction hides its handler in a union that Swift
 * imports awkwardly, so the installation is done here. `flags` are SA_* bits. */
static const int BRIK_SA_RESETHAND = SA_RESETHAND;
static const int BRIK_SA_NODEFER = SA_NODEFER;
static inline int brik_install_handler(int sig, void (*handler)(int), int flags, struct sigaction *previous) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    action.sa_handler = handler;
    return sigaction(sig, &action, previous);
}
/* Puts back an action saved by brik_install_handler. */
static inline int brik_restore_handler(int sig, const struct sigaction *previous) {
    return sigaction(sig, previous, NULL);
}
/* Calls the plain handler of a saved action, if it has one (used to chain
 * SIGWINCH to ncurses' own handler). Async-signal-safe. */
static inline void brik_chain_handler(int sig, const struct sigaction *previous) {
    if (previous->sa_flags & SA_SIGINFO) return;
    if (previous->sa_handler == SIG_DFL || previous->sa_handler == SIG_IGN) return;
    previous->sa_handler(sig);
}

/* What a saved action does: 0 the default action, 1 ignored, 2 a handler. */
static inline int brik_action_kind(const struct sigaction *action) {
    if (!(action->sa_flags & SA_SIGINFO) && action->sa_handler == SIG_DFL) return 0;
    if (!(action->sa_flags & SA_SIGINFO) && action->sa_handler == SIG_IGN) return 1;
    return 2;
}
/* The plain handler of a saved action (NULL for SIG_DFL; SIG_IGN; an SA_SIGINFO
 * handler as a plain pointer): what brik_restore_handler_if compares. */
static inline void (*brik_action_handler(const struct sigaction *action))(int) {
    if (action->sa_flags & SA_SIGINFO) return (void (*)(int))action->sa_sigaction;
    return action->sa_handler;
}
/* Whether two saved actions run the same thing (the same handler, default or ignore). */
static inline int brik_same_action(const struct sigaction *a, const struct sigaction *b) {
    return brik_action_handler(a) == brik_action_handler(b)
        && (a->sa_flags & SA_SIGINFO) == (b->sa_flags & SA_SIGINFO);
}
/* Reads the action in place for `sig` into `current` without changing it. */
static inline int brik_current_action(int sig, struct sigaction *current) {
    return sigaction(sig, NULL, current);
}
/* Puts back `previous` only while `handler` is still the action for `sig`, so a
 * handler the app installed meanwhile stays. */
static inline int brik_restore_handler_if(int sig, void (*handler)(int), const struct sigaction *previous) {
    struct sigaction current;
    if (sigaction(sig, NULL, &current) != 0) return -1;
    if (brik_action_handler(&current) != handler) return 0;
    return sigaction(sig, previous, NULL);
}
/* From inside a handler of `sig` (so `sig` is blocked): takes `action` for it now
 * (installed, `sig` unblocked and raised), then puts back the handler and the
 * mask. Returns once the action is over: a handler that returned, a stop that
 * was continued; never after an action that ends the process.
 * Async-signal-safe (sigaction, sigprocmask and raise are). */
static inline void brik_take_action_now(int sig, const struct sigaction *action) {
    struct sigaction saved;
    sigset_t only;
    sigaction(sig, action, &saved);
    sigemptyset(&only);
    sigaddset(&only, sig);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
    sigprocmask(SIG_BLOCK, &only, NULL);
    sigaction(sig, &saved, NULL);
}
/* brik_take_action_now with the default action (SIG_DFL). */
static inline void brik_take_default_action_now(int sig) {
    struct sigaction byDefault;
    sigemptyset(&byDefault.sa_mask);
    byDefault.sa_flags = 0;
    byDefault.sa_handler = SIG_DFL;
    brik_take_action_now(sig, &byDefault);
}

/* libdispatch's main-queue wake-up descriptor and drain, as CoreFoundation's run
 * loop uses them on Linux: the descriptor becomes readable when work is queued
 * on the main queue (where Swift runs main-actor jobs), and the callback runs it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/* Last: term.h defines a macro for every capability name (lines, columns…). */
#include <term.h>

#endif
