#ifndef NAVDOCS_CFILESWAP_H
#define NAVDOCS_CFILESWAP_H

/// Exchanges two existing paths in one atomic step (Linux `renameat2` with
/// `RENAME_EXCHANGE`, macOS `renamex_np` with `RENAME_SWAP`): at every instant
/// each path names one complete folder, the old or the new.
///
/// Returns 0 on success; -1 with `errno` set otherwise (`EINVAL` or `ENOSYS`
/// where the file system or the platform cannot exchange).
int navdocs_exchange_paths(const char *first, const char *second);

#endif
