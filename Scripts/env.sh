# Sourced by the scripts: puts Swift on PATH and moves to the package root.
if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The build the whole test run (Scripts/test) and its documentation step (Scripts/docs) use:
# the release configuration with testability kept, in a folder of its own so that it never
# rebuilds the plain debug build of `swift build` and `Scripts/test --quick`, nor the
# installable release build of Scripts/stage, nor the reverse.
optimised_scratch=.build-test
optimised_build=(--scratch-path "$optimised_scratch" -c release -Xswiftc -enable-testing)
# The installable release build (Scripts/stage, Scripts/package, Scripts/install): the Swift
# standard library and Foundation linked in, no run path beside the binary. Scripts/run and
# the benchmarks build the same, so that none of them rebuilds the others' release `vine`
# with other flags (two minutes each time).
release_build=(-c release --static-swift-stdlib --disable-local-rpath)
