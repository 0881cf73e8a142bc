// swift-tools-version:6.0
// Trellis: a batch Auto Layout renderer for iOS-style scenes, on Linux.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisScene", targets: ["TrellisScene"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
    ],
    targets: [
        // C libraries from Debian packages, behind module maps and shim headers.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Our own C: libpng calls guarded by setjmp, so libpng's longjmp never crosses a Swift frame.
        .target(name: "PNGSupport", dependencies: ["CPNG"]),

        // The pipeline: scene → layout → solver → frames → renderer → files.
        .target(name: "TrellisSolver"),
        .target(name: "TrellisLayout", dependencies: ["TrellisSolver"]),
        .target(name: "TrellisScene", dependencies: ["TrellisLayout", "CYAML"]),
        .target(name: "TrellisRender", dependencies: ["TrellisLayout", "CCairo", "PNGSupport"]),
        .executableTarget(name: "trellis", dependencies: ["TrellisScene", "TrellisLayout", "TrellisRender"]),
        .executableTarget(
            name: "TrellisBenchmarks",
            dependencies: ["TrellisSolver", "TrellisLayout", "TrellisScene", "TrellisRender"]
        ),

        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout", "TrellisSolver"]),
        .testTarget(name: "TrellisSceneTests", dependencies: ["TrellisScene", "TrellisLayout"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisLayout", "TrellisScene"]),
        .testTarget(name: "trellisTests", dependencies: ["trellis", "TrellisScene"]),
    ]
)
