import Foundation
import XCTest

/// A FontFace whose URL the app serves loads (the request is in the page's resource log, as a
/// font's); one it does not serve fails as WebKit's does offline. (What WebKit answers for the
/// rest: `BelowTheSurfaceDifferentialTests.testFontLoadingAsWebKits`.)
final class FontLoadingTests: FolderTestCase {
    func testAServedFontLoadsAndAnUnservedOneFails() throws {
        try FileManager.default.createDirectory(at: folder.appending(path: "site/example.com/fonts"), withIntermediateDirectories: true)
        // A TrueType header with one table's directory entry: what the engine takes for a font.
        try Data([0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 16)).write(to: folder.appending(path: "site/example.com/fonts/served.ttf"))
        try write("""
            <!DOCTYPE html><body><script>
            var log = [];
            var served = new FontFace('Served', 'url(/fonts/served.ttf)'), missing = new FontFace('Missing', 'url(/fonts/missing.ttf)');
            document.fonts.add(served);
            served.load().then((face) => log.push('served: ' + face.status + ' ' + document.fonts.check('12px Served')));
            missing.load().catch((error) => log.push('missing: ' + error.name + ' ' + missing.status));
            </script></body>
            """, to: "page.html")
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "https://example.com/post.html", "--resources", "site", "--format", "json",
            "--eval", "new Promise((resolve) => setTimeout(() => { console.log(log.sort().join(' | ')); resolve(); }, 20))"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("missing: NetworkError error | served: loaded true"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\"initiator\" : \"font\""), "the resource log names the font requests: \(result.standardOutput)")
    }
}
