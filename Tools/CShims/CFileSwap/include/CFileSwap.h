#ifndef NAVDOCS_CFILESWAP_H
#define NAVDOCS_CFILESWAP_H

/// Exchanges two existing paths in one atomic step (Linux `renameat2` with
/// `RENAME_EXCHANGE`, macOS `renamex_np` with `RENAME_SWAP`): at every instant
/// each path names one complete folder, the old or the new.
///
/// Returns 0 on success; -1 with `errno` set otherwise (`EINVAL` or `ENOSYS`
/// where the file system or the platform cannot exchange).
int navdocs_exchange_paths(const char *first, const char *second);

/// Reads up to `count` bytes at `offset` only if they are in the page cache
/// (Linux `preadv2` with `RWF_NOWAIT`): a build compares a reused file with its
/// new bytes when that costs no wait for the disk.
///
/// Returns the bytes read (possibly fewer than asked when the rest is not cached);
/// -1 with `errno` set otherwise (`EAGAIN` when nothing is cached, `ENOSYS` elsewhere).
long navdocs_read_if_cached(int descriptor, void *buffer, unsigned long count, long long offset);

/// Whether the first `length` bytes of the file are all in the page cache, asked
/// without reading (Linux 6.5 `cachestat`): 1 or 0; -1 with `errno` set where the
/// system cannot tell (`ENOSYS`). A read with `RWF_NOWAIT` of bytes not in memory
/// still starts reading them from the disk, which this spares.
int navdocs_is_cached(int descriptor, unsigned long long length);

/// Makes a pipe whose two ends close on exec (Linux `pipe2` with `O_CLOEXEC`): a child
/// process started by another thread at the same moment never inherits them.
///
/// Returns 0 on success; -1 with `errno` set otherwise.
int navdocs_cloexec_pipe(int descriptors[2]);

/// Adds "change to `path`" to a `posix_spawn` file-actions object (glibc's
/// `posix_spawn_file_actions_addchdir_np`), so a child starts in a folder of its own.
///
/// Returns 0 on success; an error number otherwise.
int navdocs_spawn_actions_chdir(void *actions, const char *path);

/// Adds "close every descriptor from `lowest` up" to a `posix_spawn` file-actions object
/// (glibc's `posix_spawn_file_actions_addclosefrom_np`): a child gets its three standard
/// descriptors and nothing else navdocs holds, even descriptors that were opened without
/// close-on-exec by code navdocs does not own (a test runner's process-watching socket,
/// which kept the runner waiting for as long as a compiler child lived).
///
/// Returns 0 on success; an error number otherwise (`ENOSYS` before glibc 2.34).
int navdocs_spawn_actions_closefrom(void *actions, int lowest);

#endif
