// jemalloc (linked into the navdocs command on Linux) reads this string when it starts.
//
// By default it returns freed pages to the system some seconds after they are freed,
// one madvise call per run of pages. A large build frees most of its memory near its
// end, so that work fell on the last second of the build, only for the process to
// exit: at 10,000 pages, 0.4 s of madvise calls after the site was written. navdocs's
// commands are short, and `serve` reuses the same memory for every rebuild, so freed
// pages are kept for reuse instead (a decay of -1 turns purging off).
#include "CAllocatorSettings.h"

const char *malloc_conf = "dirty_decay_ms:-1,muzzy_decay_ms:-1";
