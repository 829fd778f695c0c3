import Foundation
import JSRuntime

extension JSRuntime {
    /// Loads a page from its bytes, decoded as a browser decodes them (``PageEncoding``:
    /// a byte order mark, then `characterEncodingName`, then the page's `<meta charset>`,
    /// then UTF-8 or windows-1252), as `loadHTML(_:url:)` loads text; `document.characterSet`
    /// names the encoding. Returns it.
    @discardableResult
    public func loadHTML(
        _ data: Data, characterEncodingName: String?, url: String = "about:blank", scriptSourceName: String? = nil, runScripts: Bool = true
    ) throws(JSException) -> PageEncoding {
        let (text, encoding) = PageEncoding.decode(data, declared: characterEncodingName)
        try setNextCharacterSet(encoding.name)
        try loadHTML(text, url: url, scriptSourceName: scriptSourceName, runScripts: runScripts)
        return encoding
    }

    /// The encoding the next page loaded was decoded from, for its `document.characterSet`
    /// (for pages decoded ahead, as ``ParsedPage`` parses them ahead).
    public func setNextCharacterSet(_ name: String) throws(JSException) {
        try installDOM()
        try withCore { core throws(JSException) in
            _ = try core.callInternal("setNextCharacterSet", [core.makeValue(.string(name))])
        }
    }
}
