// Reading a file only where its bytes are already in memory needs preadv2 with
// RWF_NOWAIT, which Swift's Glibc module does not export.
#define _GNU_SOURCE
#include "CFileSwap.h"
#include <errno.h>

#if defined(__linux__)
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>
// cachestat (Linux 6.5) is newer than many systems' headers; its number is the same on every architecture.
#ifndef SYS_cachestat
#define SYS_cachestat 451
#endif
struct navdocs_cachestat_range { uint64_t off; uint64_t len; };
struct navdocs_cachestat { uint64_t nr_cache, nr_dirty, nr_writeback, nr_evicted, nr_recently_evicted; };
#endif

int navdocs_is_cached(int descriptor, unsigned long long length) {
#if defined(__linux__)
    struct navdocs_cachestat_range range = { 0, length };
    struct navdocs_cachestat status = { 0, 0, 0, 0, 0 };
    if (syscall(SYS_cachestat, descriptor, &range, &status, 0) != 0) return -1;
    long page = sysconf(_SC_PAGESIZE);
    unsigned long long pages = (length + (unsigned long long)page - 1) / (unsigned long long)page;
    return status.nr_cache >= pages ? 1 : 0;
#else
    (void)descriptor; (void)length;
    errno = ENOSYS;
    return -1;
#endif
}

long navdocs_read_if_cached(int descriptor, void *buffer, unsigned long count, long long offset) {
#if defined(__linux__) && defined(RWF_NOWAIT)
    struct iovec vector = { buffer, count };
    return (long)preadv2(descriptor, &vector, 1, (off_t)offset, RWF_NOWAIT);
#else
    (void)descriptor; (void)buffer; (void)count; (void)offset;
    errno = ENOSYS;
    return -1;
#endif
}
