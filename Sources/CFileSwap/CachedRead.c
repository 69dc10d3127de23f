// Reading a file only where its bytes are already in memory needs preadv2 with
// RWF_NOWAIT, which Swift's Glibc module does not export.
#define _GNU_SOURCE
#include "CFileSwap.h"
#include <errno.h>

#if defined(__linux__)
#include <sys/uio.h>
#endif

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
