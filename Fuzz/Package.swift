// swift-tools-version: 6.0
// libFuzzer targets over the engine's parsers, and the leak check (docs/reliability.md). A package of its own, as
// swift-protobuf's FuzzTesting is: its executables get libFuzzer's `main`, so they cannot live
// in the main package. Build and run with `scripts/fuzz.sh`.
import PackageDescription

/// A fuzz target links libFuzzer and hands it control (`Fuzz.run`). Only these executables get
/// `-sanitize=fuzzer`: passed to the whole build (`swift build --sanitize=fuzzer`), it would
/// also go to the main package's build tool, which has a `main` of its own. Everything else
/// gets coverage and AddressSanitizer from the command line (scripts/fuzz.sh).
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"],
        swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]
    )
}

let package = Package(
    name: "WebEngineFuzz",
    dependencies: [
        .package(name: "WebEngine", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [
            .product(name: "JSRuntime", package: "WebEngine"),
            .product(name: "DOMShim", package: "WebEngine"),
        ]),
        // Not a fuzz target: the leak check, built with the same AddressSanitizer flags.
        .executableTarget(name: "LeakCheck", dependencies: [
            .product(name: "PostContent", package: "WebEngine"),
            .product(name: "JSRuntime", package: "WebEngine"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        fuzzTarget("FuzzJSONText"),
        fuzzTarget("FuzzParseSerialize"),
        fuzzTarget("FuzzSelectors"),
    ],
    swiftLanguageModes: [.v6]
)
