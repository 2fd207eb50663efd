# Sourced by the scripts: puts Swift on PATH and moves to the package root.
if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The installable release build (Scripts/stage, Scripts/package, Scripts/install): the Swift
# standard library and Foundation linked in, no run path beside the binary. The whole test
# run (Scripts/test) drives this same `vine`, so the package's build is made once.
release_build=(-c release --static-swift-stdlib --disable-local-rpath)
