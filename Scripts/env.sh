# Sourced by the scripts: puts Swift on PATH and moves to the package root.
if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The build the whole test run (Scripts/test) and the documentation (Scripts/docs) use: the
# debug configuration (testability kept) optimised, in a folder of its own so that it never
# rebuilds the plain debug build of `swift build` and `Scripts/test --quick`, nor the reverse.
optimised_build=(--scratch-path .build-test -Xswiftc -O)
