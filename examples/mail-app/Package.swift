// swift-tools-version: 6.0
// A downstream package, as an app's team makes one: it depends on WebEngine by path, keeps its
// web view's handler script as a resource, and tests it in CI with WebEngineTesting.
// `scripts/downstream-check.sh` builds and tests it (CI runs it through `make test`).
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "MailApp",
    dependencies: [.package(name: "WebEngine", path: "../..")],
    targets: [
        .target(
            name: "MailApp",
            dependencies: [.product(name: "WebEngineKit", package: "WebEngine")],
            resources: [.copy("message.js")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MailAppTests",
            dependencies: ["MailApp", .product(name: "WebEngineTesting", package: "WebEngine")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
