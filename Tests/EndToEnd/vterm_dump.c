/* Replays a terminal byte stream through libvterm and prints its screens.
 *
 *   vterm_dump COLS ROWS RAW TEXT_OUT STYLE_OUT
 *
 * RAW is what a program wrote to its terminal (test_fidelity.sh records it from the
 * tmux pane with `pipe-pane`), with markers the test wrote to the pane's tty between
 * frames: `ESC _ brik-dump ESC \` prints libvterm's screen now, `ESC _ brik-size WxH
 * ESC \` resizes libvterm to W columns and H rows (the pane was resized there). The
 * markers are not fed to libvterm; every other byte is, in order.
 *
 * Each dump writes to TEXT_OUT the screen as `tmux capture-pane -p` prints it (a wide
 * character once, trailing blanks trimmed) and a last line `cursor X Y` or `cursor
 * hidden`, and to STYLE_OUT each row's runs of styled cells in the notation of
 * `gallery --dump-styles` and style_cells.py (`x+count fg/bg/attrs`; colours d, 0-255
 * or #r,g,b; attributes b i u k r s: libvterm 0.1.4 has no faint). A dump ends with a
 * line holding U+001E, as the gallery's dumps do.
 *
 * libvterm answers nothing: its replies (to DECRQM or a cursor position report) are
 * dropped. The program already had tmux's answers when it wrote these bytes.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vterm.h>

static int cursor_visible = 1;

static int settermprop(VTermProp prop, VTermValue *val, void *user) {
  (void)user;
  if (prop == VTERM_PROP_CURSORVISIBLE) cursor_visible = val->boolean;
  return 1;
}

static void drop_output(const char *s, size_t len, void *user) { (void)s; (void)len; (void)user; }

static void put_utf8(FILE *out, uint32_t c) {
  if (c < 0x80) {
    fputc((int)c, out);
  } else if (c < 0x800) {
    fputc(0xC0 | (c >> 6), out); fputc(0x80 | (c & 0x3F), out);
  } else if (c < 0x10000) {
    fputc(0xE0 | (c >> 12), out); fputc(0x80 | ((c >> 6) & 0x3F), out); fputc(0x80 | (c & 0x3F), out);
  } else {
    fputc(0xF0 | (c >> 18), out); fputc(0x80 | ((c >> 12) & 0x3F), out);
    fputc(0x80 | ((c >> 6) & 0x3F), out); fputc(0x80 | (c & 0x3F), out);
  }
}

static void colour(char *buf, size_t size, const VTermColor *c, int is_default) {
  if (is_default) snprintf(buf, size, "d");
  else if (VTERM_COLOR_IS_INDEXED(c)) snprintf(buf, size, "%d", c->indexed.idx);
  else snprintf(buf, size, "#%d,%d,%d", c->rgb.red, c->rgb.green, c->rgb.blue);
}

/* A cell's style key as style_cells.py makes it: a blank shows only its background,
 * and reverse, underline and strikethrough with the foreground. */
static void style_key(char *buf, size_t size, const VTermScreenCell *cell) {
  int blank = cell->chars[0] == 0 || cell->chars[0] == ' ';
  int r = cell->attrs.reverse, u = cell->attrs.underline != 0, s = cell->attrs.strike;
  int b = blank ? 0 : cell->attrs.bold, i = blank ? 0 : cell->attrs.italic, k = blank ? 0 : cell->attrs.blink;
  char fg[32], bg[32], letters[8];
  int shows_fg = !blank || r || u || s;
  colour(fg, sizeof fg, &cell->fg, !shows_fg || VTERM_COLOR_IS_DEFAULT_FG(&cell->fg));
  colour(bg, sizeof bg, &cell->bg, VTERM_COLOR_IS_DEFAULT_BG(&cell->bg));
  snprintf(letters, sizeof letters, "%s%s%s%s%s%s", b ? "b" : "", i ? "i" : "", u ? "u" : "", k ? "k" : "",
           r ? "r" : "", s ? "s" : "");
  if (!strcmp(fg, "d") && !strcmp(bg, "d") && !letters[0]) snprintf(buf, size, "plain");
  else snprintf(buf, size, "%s/%s/%s", fg, bg, letters);
}

static void dump(VTerm *vt, VTermScreen *screen, FILE *text, FILE *styles) {
  int rows, cols;
  vterm_get_size(vt, &rows, &cols);
  char (*keys)[80] = calloc((size_t)cols + 1, sizeof *keys);
  for (int row = 0; row < rows; row++) {
    int last = -1; /* column after the last non-blank glyph */
    uint32_t *line = calloc((size_t)cols * VTERM_MAX_CHARS_PER_CELL + 1, sizeof *line);
    size_t n = 0, end = 0;
    for (int col = 0; col < cols;) {
      VTermScreenCell cell;
      VTermPos pos = {row, col};
      vterm_screen_get_cell(screen, pos, &cell);
      int width = cell.width > 0 ? cell.width : 1;
      if (cell.chars[0] == (uint32_t)-1) width = 1; /* a stray right half */
      char key[80];
      style_key(key, sizeof key, &cell);
      for (int x = col; x < col + width && x < cols; x++) strcpy(keys[x], key);
      if (cell.chars[0] == 0 || cell.chars[0] == (uint32_t)-1) {
        line[n++] = ' ';
      } else {
        for (int c = 0; c < VTERM_MAX_CHARS_PER_CELL && cell.chars[c]; c++) line[n++] = cell.chars[c];
        if (cell.chars[0] != ' ') { end = n; last = col + width; }
      }
      col += width;
    }
    (void)last;
    for (size_t c = 0; c < end; c++) put_utf8(text, line[c]);
    fputc('\n', text);
    free(line);
    /* Runs of equal keys, plain ones left out. */
    int first = 1;
    for (int x = 0, start = 0; x <= cols; x++) {
      if (x == cols || (x > 0 && strcmp(keys[x], keys[x - 1]))) {
        if (strcmp(keys[x - 1], "plain")) {
          fprintf(styles, "%s%d+%d %s", first ? "" : " ", start, x - start, keys[x - 1]);
          first = 0;
        }
        start = x;
      }
    }
    fputc('\n', styles);
  }
  free(keys);
  VTermPos cursor;
  vterm_state_get_cursorpos(vterm_obtain_state(vt), &cursor);
  if (cursor_visible) fprintf(text, "cursor %d %d\n", cursor.col, cursor.row);
  else fprintf(text, "cursor hidden\n");
  fputs("\036\n", text);
  fputs("\036\n", styles);
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: vterm_dump COLS ROWS RAW TEXT_OUT STYLE_OUT\n");
    return 2;
  }
  int cols = atoi(argv[1]), rows = atoi(argv[2]);
  FILE *raw = fopen(argv[3], "rb");
  FILE *text = fopen(argv[4], "w"), *styles = fopen(argv[5], "w");
  if (!raw || !text || !styles || cols < 1 || rows < 1) {
    fprintf(stderr, "vterm_dump: cannot open the files or bad size\n");
    return 2;
  }
  fseek(raw, 0, SEEK_END);
  long size = ftell(raw);
  fseek(raw, 0, SEEK_SET);
  char *bytes = malloc((size_t)size + 1);
  if (fread(bytes, 1, (size_t)size, raw) != (size_t)size) return 2;
  bytes[size] = 0;

  VTerm *vt = vterm_new(rows, cols);
  vterm_set_utf8(vt, 1);
  vterm_output_set_callback(vt, drop_output, NULL);
  VTermScreen *screen = vterm_obtain_screen(vt);
  static const VTermScreenCallbacks callbacks = {.settermprop = settermprop};
  vterm_screen_set_callbacks(screen, &callbacks, NULL);
  vterm_screen_enable_altscreen(screen, 1);
  vterm_screen_reset(screen, 1);

  static const char marker[] = "\033_brik-";
  char *at = bytes, *end = bytes + size;
  while (at < end) {
    char *next = memmem(at, (size_t)(end - at), marker, sizeof marker - 1);
    char *stop = next ? next : end;
    if (stop > at) vterm_input_write(vt, at, (size_t)(stop - at));
    if (!next) break;
    char *close = memmem(next, (size_t)(end - next), "\033\\", 2);
    if (!close) break;
    char *word = next + sizeof marker - 1;
    if (!strncmp(word, "dump", 4)) {
      vterm_screen_flush_damage(screen);
      dump(vt, screen, text, styles);
    } else if (!strncmp(word, "size ", 5)) {
      int w = 0, h = 0;
      if (sscanf(word + 5, "%dx%d", &w, &h) == 2 && w > 0 && h > 0) vterm_set_size(vt, h, w);
    }
    at = close + 2;
  }
  vterm_free(vt);
  fclose(text);
  fclose(styles);
  return 0;
}
