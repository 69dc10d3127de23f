extension NewSite {
    /// The image the CI job runs in: the Swift release navdocs is built with, from the
    /// official Swift images (Ubuntu 24.04).
    static let swiftImage = "swift:6.3-noble"
    /// Where the workflow installs navdocs (`make install PREFIX=…`).
    static let installPrefix = "/opt/navdocs"

    /// A GitHub Actions workflow: installs a Swift toolchain (the job runs in the
    /// official Swift image) and navdocs's libraries, installs navdocs from its
    /// repository (named by the repository variable `NAVDOCS_REPOSITORY`, cached by
    /// commit), runs `navdocs check` (failures become annotations on the pull
    /// request), builds the site and uploads `public/` as an artifact.
    var workflow: String {
        let inFolder = folderInRepository == "." ? "" : folderInRepository + "/"
        return """
        # Checks every example of the documentation on each push and pull request, and
        # keeps the built site as an artifact named "site". Written by `navdocs init`.
        #
        # GitHub reads workflows only from .github/workflows/ at the top of a repository:
        # if this site is a folder of yours, move this file there (the commands already
        # run in the site's folder, \(Self.quoted(folderInRepository))).
        #
        # Set the repository variable NAVDOCS_REPOSITORY (Settings > Secrets and
        # variables > Actions > Variables) to the git address of navdocs, and
        # NAVDOCS_REF to a branch, tag or commit of it (default: main).
        name: Documentation

        on:
          push:
          pull_request:

        env:
          NAVDOCS_REPOSITORY: ${{ vars.NAVDOCS_REPOSITORY }}
          NAVDOCS_REF: ${{ vars.NAVDOCS_REF || 'main' }}

        jobs:
          docs:
            runs-on: ubuntu-latest
            # A Swift toolchain: the official Swift image.
            container: \(Self.swiftImage)
            defaults:
              run:
                working-directory: \(Self.quoted(folderInRepository))
            steps:
              - uses: actions/checkout@v4

              - name: Install the libraries navdocs needs
                run: apt-get update -qq && apt-get install -y -qq make pkg-config libcmark-dev libjemalloc-dev

              - name: Find the navdocs commit
                id: navdocs
                run: |
                  if [ -z "$NAVDOCS_REPOSITORY" ]; then
                    echo "::error::Set the repository variable NAVDOCS_REPOSITORY to the git address of navdocs"
                    exit 1
                  fi
                  commit=$(git ls-remote "$NAVDOCS_REPOSITORY" "$NAVDOCS_REF" | cut -f1 | head -n 1)
                  echo "commit=${commit:-$NAVDOCS_REF}" >> "$GITHUB_OUTPUT"

              - name: Cache navdocs
                id: cache
                uses: actions/cache@v4
                with:
                  path: \(Self.installPrefix)
                  key: navdocs-${{ steps.navdocs.outputs.commit }}

              - name: Install navdocs
                if: steps.cache.outputs.cache-hit != 'true'
                run: |
                  git clone "$NAVDOCS_REPOSITORY" /tmp/navdocs
                  git -C /tmp/navdocs checkout "${{ steps.navdocs.outputs.commit }}"
                  make -C /tmp/navdocs install PREFIX=\(Self.installPrefix)

              - name: Put navdocs on the PATH
                run: echo "\(Self.installPrefix)/bin" >> "$GITHUB_PATH"

              - name: Check every example, scenario and claim
                run: navdocs check --format github

              - name: Build the site
                run: navdocs build

              - name: Upload the site
                uses: actions/upload-artifact@v4
                with:
                  name: site
                  path: \(Self.quoted(inFolder + "public"))

        """
    }

    /// A folder path as a YAML scalar (always quoted: `.` and paths with spaces read back the same).
    static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
