/// Printed as Node's `util.inspect` prints the same value on one line (`{ a: 1, list: [ 'x' ] }`),
/// so a failed `XCTAssertEqual` reads like the JavaScript it came from.
extension JSValue: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        var output = ""
        appendInspection(to: &output)
        return output
    }

    public var debugDescription: String { description }

    private func appendInspection(to output: inout String) {
        switch self {
        case .undefined: output += "undefined"
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.inspectedNumber(value)
        case .string(let value): output += Self.quoted(value)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[ "
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.appendInspection(to: &output)
            }
            output += " ]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{ "
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += ", " }
                output += Self.isIdentifier(key) ? key : Self.quoted(key)
                output += ": "
                value.appendInspection(to: &output)
            }
            output += " }"
        }
    }

    static func inspectedNumber(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0, value.sign == .minus { return "-0" }
        return jsonNumber(value)
    }

    /// Single quotes unless the text has some and no double ones, as Node chooses.
    private static func quoted(_ text: String) -> String {
        let quote: Character = text.contains("'") && !text.contains("\"") ? "\"" : "'"
        var output = String(quote)
        for character in text {
            switch character {
            case quote, "\\": output += "\\" + String(character)
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default: output.append(character)
            }
        }
        output.append(quote)
        return output
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first == "$" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
