// swift-tools-version:6.0
// Trellis: a batch Auto Layout renderer for iOS-style scenes, on Linux.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisModel", targets: ["TrellisModel"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisScene", targets: ["TrellisScene"]),
        .library(name: "TrellisPNG", targets: ["TrellisPNG"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
        .library(name: "TrellisMotion", targets: ["TrellisMotion"]),
        .library(name: "TrellisSnapshot", targets: ["TrellisSnapshot"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
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
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // JPEG (libjpeg-turbo's TurboJPEG API, which returns a status from every call) and SVG (librsvg, drawn through cairo).
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CRSVG",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // Our own C: libpng calls guarded by setjmp, so libpng's longjmp never crosses a Swift frame.
        .target(name: "PNGSupport", dependencies: ["CPNG"]),

        // The pipeline: scene → layout → solver → frames → renderer → files.
        // The data every stage shares: geometry, colour, device, diagnostics, the scene, the solved result.
        .target(name: "TrellisModel"),
        .target(name: "TrellisSolver"),
        .target(name: "TrellisLayout", dependencies: ["TrellisModel", "TrellisSolver"]),
        // The PNG codec (read, write, stream) over PNGSupport: image sizes for the loader, files for the renderer.
        .target(name: "TrellisPNG", dependencies: ["PNGSupport"]),
        .target(name: "TrellisScene", dependencies: ["TrellisModel", "TrellisPNG", "CYAML", "CTurboJPEG", "CRSVG"]),
        .target(name: "TrellisRender", dependencies: ["TrellisModel", "TrellisPNG", "CCairo", "CTurboJPEG", "CRSVG"]),
        // Interface Builder documents (.storyboard, .xib) read with libxml2 into the same Scene model.
        .target(name: "TrellisInterfaceBuilder", dependencies: ["TrellisModel", "TrellisPNG", "CXML2"]),
        // Scroll physics and gesture simulation: pure Swift over the model (offsets per frame; the layout solves them).
        .target(name: "TrellisMotion", dependencies: ["TrellisModel"]),
        // Tooling, not product: comparing images and layout documents with their references.
        .target(name: "TrellisSnapshot", dependencies: ["TrellisModel", "TrellisPNG"]),
        // assertLayoutSnapshot for Swift Testing and XCTest, as swift-snapshot-testing's assertSnapshot.
        .target(name: "TrellisTesting",
                dependencies: ["TrellisModel", "TrellisScene", "TrellisLayout", "TrellisRender", "TrellisSnapshot"]),
        .executableTarget(
            name: "trellis",
            dependencies: ["TrellisModel", "TrellisScene", "TrellisLayout", "TrellisRender", "TrellisSnapshot", "TrellisInterfaceBuilder",
                           "TrellisMotion"]
        ),
        .executableTarget(
            name: "TrellisBenchmarks",
            dependencies: [
                "TrellisModel", "TrellisSolver", "TrellisLayout", "TrellisScene", "TrellisPNG", "TrellisRender",
                "TrellisInterfaceBuilder",
                "TrellisMotion",
            ]
        ),

        // What several test targets share: the seeded random generator, the layout-document fixture.
        .target(name: "TrellisTestSupport", dependencies: ["TrellisModel"], path: "Tests/TrellisTestSupport"),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisTestSupport"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisModel", "TrellisLayout", "TrellisSolver", "TrellisTestSupport"]),
        .testTarget(name: "TrellisSceneTests", dependencies: ["TrellisModel", "TrellisScene", "TrellisPNG", "TrellisLayout",
                                                          "TrellisTestSupport"]),
        .testTarget(name: "TrellisPNGTests", dependencies: ["TrellisPNG"]),
        .testTarget(
            name: "TrellisRenderTests",
            dependencies: ["TrellisModel", "TrellisRender", "TrellisLayout", "TrellisScene", "TrellisTestSupport", "CTurboJPEG"]
        ),
        .testTarget(name: "TrellisInterfaceBuilderTests", dependencies: ["TrellisModel", "TrellisInterfaceBuilder", "TrellisLayout", "TrellisPNG"]),
        .testTarget(name: "TrellisMotionTests", dependencies: ["TrellisModel", "TrellisMotion"]),
        .testTarget(name: "TrellisSnapshotTests", dependencies: ["TrellisModel", "TrellisSnapshot", "TrellisLayout", "TrellisRender",
                                                             "TrellisTestSupport"]),
        .testTarget(name: "TrellisTestingTests", dependencies: ["TrellisTesting", "TrellisSnapshot"],
                    exclude: ["Scenes", "__Snapshots__"]),
        .testTarget(name: "trellisTests", dependencies: ["trellis", "TrellisModel", "TrellisScene", "TrellisPNG"]),
    ]
)
