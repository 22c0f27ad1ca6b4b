// ncursesw reference for presenting whole screens: the benchmark's screens (the two mixed
// 200x50 screens of the full repaint, styles changing every word, CJK, emoji; or the screens
// of random jumps in the million-row list), read cell by cell from a dump written by
// brik-bench, presented in turn as a C program would: a prebuilt cchar_t per cell
// (colour pairs allocated before timing), mvwadd_wch for every cell, wnoutrefresh +
// doupdate. Output goes to a file via newterm(), so bytes per frame are exact.
//
// usage: ncurses_repaint DUMP FRAMES   (OUT_FILE=path for ncurses' output)
// DUMP: "width height count\n" then, per screen, per cell: "width c0 c1 c2 c3 c4 fg bg attrs\n"
//       (width 0 = continuation; fg/bg ncurses colour numbers, -1 default; attrs bit 0 bold,
//       1 dim, 2 italic, 3 underline, 4 blink, 5 reverse).
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <wchar.h>
#include <locale.h>

static double cpu_ms(void){ struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec*1e3 + t.tv_nsec/1e6; }

typedef struct { int width; cchar_t c; } cell_t;

int main(int argc, char** argv){
  if(argc < 3){ fprintf(stderr, "usage: ncurses_repaint DUMP FRAMES\n"); return 2; }
  int frames = atoi(argv[2]);
  FILE* dump = fopen(argv[1], "r");
  if(!dump){ fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
  int w, h, n;
  if(fscanf(dump, "%d %d %d", &w, &h, &n) != 3 || n < 1 || n > 64){ fprintf(stderr, "bad dump\n"); return 2; }
  setlocale(LC_ALL, "C.UTF-8");
  char lines[16], cols[16];
  snprintf(lines, sizeof lines, "%d", h); snprintf(cols, sizeof cols, "%d", w);
  setenv("LINES", lines, 1); setenv("COLUMNS", cols, 1);
  const char* outpath = getenv("OUT_FILE") ? getenv("OUT_FILE") : "ncurses_repaint.out";
  FILE* out = fopen(outpath, "w");
  FILE* in = fopen("/dev/null", "r");
  SCREEN* scr = newterm("xterm-256color", out, in);
  if(!scr){ fprintf(stderr, "newterm failed\n"); return 1; }
  set_term(scr);
  start_color(); use_default_colors();
  leaveok(stdscr, TRUE);
  static int pair_of[257][257];
  int next_pair = 1;
  cell_t* screens[64];
  for(int s = 0; s < n; ++s){
    screens[s] = calloc((size_t)w * h, sizeof(cell_t));
    for(int i = 0; i < w * h; ++i){
      int width, fg, bg; unsigned attrs; unsigned ch[5];
      if(fscanf(dump, "%d %u %u %u %u %u %d %d %u", &width, &ch[0], &ch[1], &ch[2], &ch[3], &ch[4], &fg, &bg, &attrs) != 9){
        endwin(); fprintf(stderr, "bad dump at cell %d of screen %d\n", i, s); return 2;
      }
      int* pair = &pair_of[fg + 1][bg + 1];
      if(*pair == 0){ init_extended_pair(next_pair, fg, bg); *pair = next_pair++; }
      attr_t a = A_NORMAL;
      if(attrs & 1) a |= A_BOLD;
      if(attrs & 2) a |= A_DIM;
      if(attrs & 4) a |= A_ITALIC;
      if(attrs & 8) a |= A_UNDERLINE;
      if(attrs & 16) a |= A_BLINK;
      if(attrs & 32) a |= A_REVERSE;
      wchar_t text[6] = { (wchar_t)ch[0], (wchar_t)ch[1], (wchar_t)ch[2], (wchar_t)ch[3], (wchar_t)ch[4], 0 };
      screens[s][i].width = width;
      setcchar(&screens[s][i].c, text, a, 0, pair);
    }
  }
  // The first frame (screen 1 on a blank terminal) is not timed; then each frame shows the next screen.
  long b0 = 0; double t0 = 0;
  for(int f = 0; f <= frames; ++f){
    cell_t* screen = screens[(f + 1) % n];
    for(int y = 0; y < h; ++y)
      for(int x = 0; x < w; ++x){
        cell_t* cell = &screen[y * w + x];
        if(cell->width > 0) mvwadd_wch(stdscr, y, x, &cell->c);
      }
    wnoutrefresh(stdscr);
    doupdate();
    fflush(out);
    if(f == 0){ b0 = ftell(out); t0 = cpu_ms(); }
  }
  double ms = (cpu_ms() - t0) / frames;
  long bytes = (ftell(out) - b0) / frames;
  endwin();
  printf("ncursesw %s %dx%d full repaint: %.3f ms/frame, %ld bytes/frame\n", curses_version(), w, h, ms, bytes);
  return 0;
}
