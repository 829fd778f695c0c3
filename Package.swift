// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "WebEngine",
    products: [
        .executable(name: "webengine", targets: ["webengine"]),
        .executable(name: "webengine-webkit", targets: ["webengine-webkit"]),
        .library(name: "JSRuntime", targets: ["JSRuntime"]),
        .library(name: "DOMShim", targets: ["DOMShim"]),
        .library(name: "WebEngineKit", targets: ["WebEngineKit"]),
        .library(name: "WebKitEngine", targets: ["WebKitEngine"]),
        .library(name: "PostContent", targets: ["PostContent"]),
        .library(name: "WebEngineTesting", targets: ["WebEngineTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // C layer: JavaScriptCore-GTK's C API.
        .systemLibrary(
            name: "CJavaScriptCore",
            path: "CJavaScriptCore",
            pkgConfig: "javascriptcoregtk-4.1",
            providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
        ),

        .systemLibrary(
            name: "CLibXML2",
            path: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),

        // libxslt, for XSLTProcessor (WebKit's XSLT processor).
        .systemLibrary(
            name: "CLibXSLT",
            path: "CLibXSLT",
            pkgConfig: "libxslt",
            providers: [.apt(["libxslt1-dev"])]
        ),

        .systemLibrary(
            name: "CMyHTML",
            path: "CMyHTML",
            providers: [.apt(["libmodest-dev"])]
        ),

        // C layer: WebKitGTK (GTK 3), for the WebKit engine's helper process only.
        .systemLibrary(
            name: "CWebKitGTK",
            path: "CWebKitGTK",
            pkgConfig: "webengine-webkit2gtk-4.1",
            providers: [.apt(["libwebkit2gtk-4.1-dev"])]
        ),

        // JSScripts/ compiled into the binary, so an installed `webengine` works from any folder.
        .executableTarget(name: "embed-scripts", path: "Tools/embed-scripts"),
        .plugin(
            name: "EmbedJSScripts",
            capability: .buildTool(),
            dependencies: ["embed-scripts"],
            path: "Plugins/EmbedJSScripts"
        ),
        // The target's folder is JSScripts/ itself, so adding a script re-plans the build and
        // the plugin sees it.
        .target(name: "EmbeddedScripts", path: "JSScripts", plugins: ["EmbedJSScripts"]),

        // Runtime layer: one JavaScriptCore VM per engine, its thread and its event loop.
        .target(
            name: "JSRuntime",
            dependencies: [
                "CJavaScriptCore",
                "EmbeddedScripts",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections"),
            ]
        ),

        // DOM layer: MyHTML's HTML5 parser (and libxml2 for XML) feeding a DOM written in JS (JSScripts/dom/).
        .target(name: "DOMShim", dependencies: ["JSRuntime", "CMyHTML", "CLibXML2", "CLibXSLT", "EmbeddedScripts"]),

        // Engine layer: the article's WebEngine and WebPresentation, the bridge, render strategies.
        // (WebEngineKit, not WebEngine: a module named as its protocol could not qualify names,
        // as `WebEngineKit.RenderStrategy` does.)
        .target(name: "WebEngineKit", dependencies: ["DOMShim", "JSRuntime", "CJavaScriptCore", "EmbeddedScripts"]),

        // Module layer: the article's PostContent VIPER module.
        .target(name: "PostContent", dependencies: ["WebEngineKit", "WebKitEngine", "DOMShim", "JSRuntime", "EmbeddedScripts"]),

        // Testing layer: helpers for users' XCTests of their own JS handlers.
        .target(
            name: "WebEngineTesting",
            dependencies: [
                "WebEngineKit", "WebKitEngine", "PostContent", "DOMShim", "JSRuntime", "EmbeddedScripts",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // App layer: the `webengine` command.
        .target(
            name: "WebEngineCLI",
            dependencies: [
                "JSRuntime",
                "DOMShim",
                "WebEngineKit",
                "PostContent",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "webengine", dependencies: ["WebEngineCLI"]),

        // Engine layer (WebKit): the wire to the helper, the helper process itself.
        .target(name: "WebKitHelperProtocol"),
        .executableTarget(name: "webengine-webkit", dependencies: ["CWebKitGTK", "WebKitHelperProtocol"]),
        .target(name: "WebKitEngine", dependencies: ["WebEngineKit", "DOMShim", "JSRuntime", "EmbeddedScripts", "WebKitHelperProtocol"]),

        .testTarget(name: "JSRuntimeTests", dependencies: ["JSRuntime", "EmbeddedScripts"]),
        .testTarget(name: "WebEngineTestingTests", dependencies: ["WebEngineTesting", "WebEngineKit", "JSRuntime", "EmbeddedScripts", "webengine-webkit"]),
        .testTarget(name: "PostContentTests", dependencies: ["PostContent", "WebEngineKit", "DOMShim", "JSRuntime"], exclude: ["Fixtures"]),
        .testTarget(name: "WebEngineTests", dependencies: ["WebEngineKit", "WebKitEngine", "WebKitHelperProtocol", "PostContent", "webengine-webkit", "DOMShim", "JSRuntime", "EmbeddedScripts"], exclude: ["Fixtures"]),
        .testTarget(name: "DOMShimTests", dependencies: ["DOMShim", "JSRuntime"], exclude: ["html5lib-passing.txt", "Goldens"]),
        .testTarget(name: "WebEngineCLITests", dependencies: ["WebEngineCLI", "webengine", "webengine-webkit"], exclude: ["wpt-passing.txt"]),
    ],
    swiftLanguageModes: [.v6]
)
