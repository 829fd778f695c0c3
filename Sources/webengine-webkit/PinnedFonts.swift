import Foundation

/// The fonts the views' layout is pinned to (docs/architecture.md): without them fontconfig
/// picks others, and every height drifts from a browser's without a word. Checked at start.
enum PinnedFonts {
    /// Each family the views name, and the font fontconfig must resolve it to.
    static let expected = [("Times New Roman", "Liberation Serif"), ("Arial", "Liberation Sans")]

    static func check() throws(HelperFailure) {
        for (family, font) in expected {
            let resolved = match(family)
            guard let resolved, resolved.contains(font) else {
                throw HelperFailure(
                    "\(family) resolves to \(resolved.map { "'\($0)'" } ?? "nothing"), not \(font): the WebKit engine's layout is pinned to it (apt-get install fonts-liberation fonts-dejavu-core)")
            }
        }
    }

    /// fc-match's answer (fontconfig comes with WebKitGTK, through Pango); nil without one.
    private static func match(_ family: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        process.arguments = [family]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let answer = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return answer.isEmpty ? nil : answer
    }
}
