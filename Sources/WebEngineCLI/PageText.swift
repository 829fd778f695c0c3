import ArgumentParser
import DOMShim
import Foundation

/// Turns a page's bytes into text as a browser does (`PageEncoding`): a byte order mark, then
/// the encoding the user gave (`--charset`), then the page's `<meta charset>`, then UTF-8 if
/// the bytes are UTF-8, else windows-1252.
enum PageText {
    static func decode(_ data: Data, charset: String? = nil) -> String {
        PageEncoding.decode(data, declared: charset).text
    }

    /// Checks a `--charset` value: an encoding label of the Encoding Standard.
    static func validate(charset: String?) throws {
        guard let charset, !PageEncoding.isKnownLabel(charset) else { return }
        throw ValidationError("--charset takes an encoding's name or label, like shift_jis, euc-kr, windows-1251 or utf-8; '\(charset)' is none")
    }
}
