# Sourced by the scripts that extract symbol graphs (check-public-api.sh,
# build-docs.sh): given SCRATCH (a SwiftPM build folder holding the built
# modules), sets `bin` (its binaries' folder), `triple` (the target) and
# `search` (what swift-symbolgraph-extract needs to load the built modules:
# their folder, the C modules' maps and the system libraries' headers, from
# the pkg-config names of Package.swift).
bin=$(swift build --scratch-path "$SCRATCH" --show-bin-path)
triple=$(basename "$(dirname "$bin")")
search=(-I "$bin/Modules")
for map in Sources/C*/module.modulemap "$bin"/*.build/module.modulemap; do
    [ -f "$map" ] && search+=(-Xcc "-fmodule-map-file=$(realpath "$map")")
done
for flag in $(pkg-config --cflags-only-I $(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift)); do
    search+=(-Xcc "$flag")
done
