import Foundation

/// The site a build replaced, kept beside the output for the next build to write into.
///
/// Writing a site into fresh folders and removing the replaced one costs a folder made
/// and removed for every page, and every file's blocks freed and allocated again; on
/// many disks that is most of a large build's time after the rendering. So the replaced
/// site is not removed: it is renamed to a spare (`.public.spare-PID-XXXXXXXX`), and the
/// next build claims it and overwrites its files in place, as a site generator that
/// writes into its output does, before the atomic swap as always.
///
/// A spare is a holder folder readable only by its owner (mode 0700, so a web server
/// serving the folder beside the output cannot read the old site), with a `.gitignore`
/// that ignores it, and the site inside as `site/`. A build only ever touches a spare
/// after renaming it to a name of its own (``claim(_:)``): of two builds that want it,
/// one rename succeeds and the other starts from fresh folders.
enum SpareSite {
    /// The site folder inside a holder (a staging folder or a spare).
    static let siteFolderName = "site"
    static let ignoreFileName = ".gitignore"

    /// Claims a spare beside the output by renaming its holder to a new building name
    /// of this process; returns that holder, or nil when there is no spare to claim.
    static func claim(_ location: OutputLocation) -> URL? {
        for spare in location.leftovers() where spare.kind == .spare {
            let holder = location.sibling(.building)
            guard rename(spare.url.path, holder.path) == 0 else { continue }
            // The ignore file belongs to the spare, not to the site being built.
            unlink(holder.path + "/" + ignoreFileName)
            guard OutputLocation.isFolder(holder.path + "/" + siteFolderName) else {
                // Not a spare this version made: nothing in it to reuse.
                TreeRemoval.remove(holder)
                continue
            }
            return holder
        }
        return nil
    }

    /// Turns `holder`, whose `site/` now holds the replaced site, into the spare; when
    /// that fails, the holder is removed as before spares existed.
    static func keep(_ holder: URL, location: OutputLocation) {
        let spare = location.sibling(.spare)
        let ignore = holder.path + "/" + ignoreFileName
        let descriptor = open(ignore, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if descriptor >= 0 {
            let text = "# The site navdocs replaced, kept for its next build to write into; safe to delete.\n*\n"
            _ = text.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
        guard chmod(holder.path, 0o700) == 0, rename(holder.path, spare.path) == 0 else {
            TreeRemoval.remove(holder)
            return
        }
    }

    /// Removes every spare beside the output (a build told not to keep one), each claimed first.
    static func removeAll(_ location: OutputLocation) {
        while let holder = claim(location) {
            TreeRemoval.remove(holder)
        }
    }
}
