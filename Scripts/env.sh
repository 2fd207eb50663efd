# Sourced by the scripts: puts Swift on PATH and moves to the package root.
if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The release build of what is installed and shipped (Scripts/stage), and of the `vine` the
# whole test run drives (Scripts/test): one configuration, so that neither rebuilds the other's.
release_build=(swift build -c release --static-swift-stdlib --disable-local-rpath)
