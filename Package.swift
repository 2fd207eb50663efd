// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Vine",
    products: [
        .executable(name: "vine", targets: ["vine"]),
        .library(name: "VineGeometry", targets: ["VineGeometry"]),
        .library(name: "VineCore", targets: ["VineCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // C libraries, wrapped as system-library targets.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // No `pkgConfig: "sdl2"` here: sdl2.pc adds `-D_REENTRANT`, which SwiftPM
        // rejects with a warning on every build; `<SDL2/SDL.h>` needs no include path.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev"])]
        ),

        // Pure Swift: no C, no I/O.
        .target(name: "VineGeometry"),
        // Pure Swift: recorder, generator, timeline, .vine format.
        .target(
            name: "VineCore", dependencies: ["VineGeometry"],
            resources: [.embedInCode("Species/BuiltIn")]),
        // The platform under the portable core: files, clocks, locks, system errors in words.
        .target(name: "VineSystem", dependencies: ["VineCore"]),
        // Text and SVG drawings → generated recordings.
        .target(name: "VineImport", dependencies: ["VineSystem", "VineCore", "VineGeometry", "CLibXML2"]),
        // Scene → marks: what each look paints, as paths and paints (portable, like the core).
        .target(name: "VineLook", dependencies: ["VineCore", "VineGeometry"]),
        // Scenes → vector animations: Lottie, animated SVG and its player (portable, like the core).
        .target(name: "VineVector", dependencies: ["VineLook", "VineCore", "VineGeometry"]),
        // Marks → pixels through Cairo.
        .target(name: "VineRender", dependencies: ["VineLook", "VineSystem", "VineCore", "VineGeometry", "CCairo"]),
        // Pixels and scenes → files: PNG frames and stills, video through ffmpeg, vector animations written, the atomic writer.
        .target(
            name: "VineExport",
            dependencies: [
                "VineVector", "VineRender", "VineLook", "VineSystem", "VineCore", "VineGeometry", "CDeflate",
            ]),
        // SDL2 front end.
        .target(
            name: "VineWindow",
            dependencies: [
                "VineExport", "VineVector", "VineRender", "VineLook", "VineSystem", "VineCore", "VineGeometry", "CSDL2",
            ]),
        // Commands.
        .target(
            name: "VineCLI",
            dependencies: [
                "VineWindow", "VineExport", "VineVector", "VineImport", "VineRender", "VineLook", "VineSystem",
                "VineCore", "VineGeometry",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "vine", dependencies: ["VineCLI"]),
        // Benchmark-only figures for Scripts/bench: per-frame render times, Cairo's PNG writer.
        .executableTarget(
            name: "vine-bench",
            dependencies: ["VineExport", "VineVector", "VineRender", "VineLook", "VineSystem", "VineCore", "CCairo"],
            path: "Benchmarks/vine-bench"),

        // Pixel loops for the tests' frame comparisons, built optimised while the test modules
        // are not (below).
        .target(name: "TestPixels", path: "Tests/TestPixels"),

        .testTarget(name: "VineGeometryTests", dependencies: ["VineGeometry"]),
        .testTarget(name: "VineCoreTests", dependencies: ["VineCore", "VineSystem", "VineGeometry"]),
        .testTarget(
            name: "VineRenderTests",
            dependencies: ["VineRender", "VineLook", "VineSystem", "VineCore", "VineGeometry", "CCairo"],
            exclude: ["Reference"]),
        .testTarget(
            name: "VineImportTests", dependencies: ["VineImport", "VineCore", "VineGeometry"], exclude: ["SVG"]),
        .testTarget(
            name: "VineExportTests",
            dependencies: [
                "VineExport", "VineVector", "VineRender", "VineLook", "VineSystem", "VineCore", "VineGeometry",
                "CCairo",
            ]),
        .testTarget(name: "VineVectorTests", dependencies: ["VineVector", "VineLook", "VineCore", "VineGeometry"]),
        .testTarget(
            name: "VineWindowTests",
            dependencies: ["VineWindow", "VineExport", "VineRender", "VineSystem", "VineCore", "VineGeometry"]),
        .testTarget(
            name: "VineCLITests",
            dependencies: [
                "VineCLI", "VineWindow", "VineExport", "VineVector", "VineRender", "VineLook", "VineSystem",
                "VineCore", "VineGeometry", "CSDL2", "TestPixels",
            ],
            exclude: ["Golden"]),
    ]
)

// A sanitizer step (Scripts/sanitize) builds only the test modules it runs, named in
// VINE_SANITIZED_TESTS (comma-separated); the others are left out of that build.
if let sanitized = Context.environment["VINE_SANITIZED_TESTS"] {
    let kept = Set(sanitized.split(separator: ",").map(String.init))
    package.targets.removeAll { $0.type == .test && !kept.contains($0.name) }
}

// The test modules are built without optimisation, even in the optimised build of
// Scripts/test: they are assertions, slow to optimise and no faster for it; their loops over
// every pixel are in TestPixels.
for target in package.targets where target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"])]
}
