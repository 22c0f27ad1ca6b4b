/*
 * vterm_pty: runs a command on a pseudo-terminal whose screen is libvterm's, live —
 * libvterm answers what the command asks (cursor position reports, DECRQM), with its own
 * width table, so an app that measures the terminal learns libvterm's widths.
 *
 *   vterm_pty ROWS COLS COMMANDS -- program [args…]
 *
 * COMMANDS is a file of lines, run in order:
 *   wait <text>      pump output until the screen holds <text> (10 s, else exit 3)
 *   keys <bytes>     send bytes; \e \r \n \t \\ and \xHH are unescaped
 *   settle           pump until the program has written nothing for 300 ms (10 s at most)
 *   dump             print the screen: each row's text (a wide cell once), right-trimmed
 *   ends             print, per row, the column after its last non-blank cell (0 if blank)
 *   measure <text>   print how many columns libvterm advances over <text> (unescaped),
 *                    in a terminal of its own
 *   exit             pump until the program exits (5 s, else exit 4)
 * The screen is printed to stderr when a wait times out. Used by test_widths_vterm.sh.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <vterm.h>

static int master = -1;
static pid_t child = -1;
static int child_done = 0;
static VTerm *vt;
static VTermScreen *screen;
static int rows, cols;

static void to_app(const char *bytes, size_t len, void *user) {
    (void)user;
    while (len > 0) {
        ssize_t sent = write(master, bytes, len);
        if (sent < 0 && errno == EINTR) continue;
        if (sent <= 0) return;
        bytes += sent;
        len -= (size_t)sent;
    }
}

static long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* Reads what the program wrote for up to `ms` milliseconds; 0 once it has exited. */
static int pump(int ms) {
    struct pollfd fds = {.fd = master, .events = POLLIN};
    int ready = poll(&fds, 1, ms);
    if (ready > 0) {
        char buffer[65536];
        ssize_t count = read(master, buffer, sizeof buffer);
        if (count > 0) {
            vterm_input_write(vt, buffer, (size_t)count);
            vterm_screen_flush_damage(screen);
            return 1;
        }
        if (count < 0 && errno == EINTR) return 1;
        child_done = 1;
        return 0;
    }
    if (!child_done && waitpid(child, NULL, WNOHANG) == child) child_done = 1;
    return !child_done;
}

static void put_utf8(char **out, uint32_t c) {
    char *p = *out;
    if (c < 0x80) *p++ = (char)c;
    else if (c < 0x800) { *p++ = (char)(0xC0 | c >> 6); *p++ = (char)(0x80 | (c & 0x3F)); }
    else if (c < 0x10000) {
        *p++ = (char)(0xE0 | c >> 12); *p++ = (char)(0x80 | (c >> 6 & 0x3F)); *p++ = (char)(0x80 | (c & 0x3F));
    } else {
        *p++ = (char)(0xF0 | c >> 18); *p++ = (char)(0x80 | (c >> 12 & 0x3F));
        *p++ = (char)(0x80 | (c >> 6 & 0x3F)); *p++ = (char)(0x80 | (c & 0x3F));
    }
    *out = p;
}

/* Row `row` as UTF-8 (a wide cell once), right-trimmed; `end` gets the column after its
 * last non-blank cell. */
static void row_text(int row, char *out, int *end) {
    char *p = out, *last = out;
    *end = 0;
    for (int col = 0; col < cols;) {
        VTermScreenCell cell;
        VTermPos pos = {.row = row, .col = col};
        vterm_screen_get_cell(screen, pos, &cell);
        int width = cell.width > 0 ? cell.width : 1;
        if (cell.chars[0] == 0 || cell.chars[0] == (uint32_t)-1) {
            *p++ = ' ';
        } else {
            for (int i = 0; i < VTERM_MAX_CHARS_PER_CELL && cell.chars[i]; i++) put_utf8(&p, cell.chars[i]);
            if (cell.chars[0] != ' ') { last = p; *end = col + width; }
        }
        col += width;
    }
    *last = 0;
}

static char *screen_text(void) {
    size_t size = (size_t)rows * ((size_t)cols * 4 * VTERM_MAX_CHARS_PER_CELL + 2) + 1;
    char *text = malloc(size), *p = text;
    char *line = malloc((size_t)cols * 4 * VTERM_MAX_CHARS_PER_CELL + 1);
    for (int row = 0; row < rows; row++) {
        int end;
        row_text(row, line, &end);
        p = stpcpy(p, line);
        *p++ = '\n';
    }
    *p = 0;
    free(line);
    return text;
}

static size_t unescape(const char *in, char *out) {
    size_t n = 0;
    for (; *in; in++) {
        if (*in != '\\' || !in[1]) { out[n++] = *in; continue; }
        in++;
        switch (*in) {
        case 'e': out[n++] = 27; break;
        case 'r': out[n++] = '\r'; break;
        case 'n': out[n++] = '\n'; break;
        case 't': out[n++] = '\t'; break;
        case 'x': {
            unsigned value = 0;
            sscanf(in + 1, "%2x", &value);
            out[n++] = (char)value;
            in += 2;
            break;
        }
        default: out[n++] = *in;
        }
    }
    return n;
}

int main(int argc, char **argv) {
    if (argc < 6 || strcmp(argv[4], "--") != 0) {
        fprintf(stderr, "usage: vterm_pty ROWS COLS COMMANDS -- program [args...]\n");
        return 2;
    }
    rows = atoi(argv[1]);
    cols = atoi(argv[2]);
    FILE *commands = fopen(argv[3], "r");
    if (!commands) { perror(argv[3]); return 2; }
    struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
    child = forkpty(&master, NULL, NULL, &size);
    if (child < 0) { perror("forkpty"); return 2; }
    if (child == 0) {
        setenv("TERM", "xterm-256color", 1);
        execvp(argv[5], argv + 5);
        perror(argv[5]);
        _exit(127);
    }
    vt = vterm_new(rows, cols);
    vterm_set_utf8(vt, 1);
    vterm_output_set_callback(vt, to_app, NULL);
    screen = vterm_obtain_screen(vt);
    vterm_screen_enable_altscreen(screen, 1);
    vterm_screen_reset(screen, 1);

    char command[4096];
    int status = 0;
    while (fgets(command, sizeof command, commands)) {
        command[strcspn(command, "\n")] = 0;
        if (strncmp(command, "wait ", 5) == 0) {
            long deadline = now_ms() + 10000;
            int found = 0;
            while (!found && now_ms() < deadline) {
                char *text = screen_text();
                found = strstr(text, command + 5) != NULL;
                free(text);
                if (!found && !pump(20) && child_done) break;
            }
            if (!found) {
                char *text = screen_text();
                fprintf(stderr, "vterm_pty: timed out waiting for \"%s\"; the screen:\n%s", command + 5, text);
                free(text);
                status = 3;
                break;
            }
        } else if (strncmp(command, "keys ", 5) == 0) {
            char bytes[4096];
            size_t n = unescape(command + 5, bytes);
            to_app(bytes, n, NULL);
            pump(0);
        } else if (strcmp(command, "settle") == 0) {
            long deadline = now_ms() + 10000, quiet = now_ms() + 300;
            while (now_ms() < quiet && now_ms() < deadline) {
                struct pollfd fds = {.fd = master, .events = POLLIN};
                if (poll(&fds, 1, 20) > 0) {
                    pump(0);
                    quiet = now_ms() + 300;
                }
                if (child_done) break;
            }
        } else if (strncmp(command, "measure ", 8) == 0) {
            char bytes[4096];
            size_t n = unescape(command + 8, bytes);
            VTerm *probe = vterm_new(1, 200);
            vterm_set_utf8(probe, 1);
            VTermState *state = vterm_obtain_state(probe);
            vterm_state_reset(state, 1);
            vterm_input_write(probe, bytes, n);
            VTermPos cursor;
            vterm_state_get_cursorpos(state, &cursor);
            printf("%d\n", cursor.col);
            vterm_free(probe);
        } else if (strcmp(command, "dump") == 0) {
            char *text = screen_text();
            fputs(text, stdout);
            free(text);
        } else if (strcmp(command, "ends") == 0) {
            char *line = malloc((size_t)cols * 4 * VTERM_MAX_CHARS_PER_CELL + 1);
            for (int row = 0; row < rows; row++) {
                int end;
                row_text(row, line, &end);
                printf("%d\n", end);
            }
            free(line);
        } else if (strcmp(command, "exit") == 0) {
            long deadline = now_ms() + 5000;
            while (!child_done && now_ms() < deadline) pump(20);
            if (!child_done) { status = 4; break; }
        }
    }
    fflush(stdout);
    if (!child_done) kill(child, SIGTERM);
    waitpid(child, NULL, 0);
    vterm_free(vt);
    return status;
}
