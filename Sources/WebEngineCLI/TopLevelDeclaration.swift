/// A REPL line declaring one variable with an `await` in its value (`const z = await f()`):
/// it runs inside an async function, so the name is declared at the top level first and the
/// function assigns it, as Node's REPL rewrites such lines. `const` becomes `let` there, as in
/// Node (the value arrives after the declaration).
struct TopLevelDeclaration {
    let hoisted: String
    let assignment: String

    init?(_ source: String) {
        let text = source.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let keyword = ["const ", "let ", "var "].first(where: { text.hasPrefix($0) }) else { return nil }
        let rest = text.dropFirst(keyword.count).drop(while: { $0 == " " })
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        guard let first = name.first, !first.isNumber else { return nil }
        let afterName = rest.dropFirst(name.count).drop(while: { $0 == " " })
        guard afterName.first == "=", afterName.dropFirst().first != "=" else { return nil }
        var value = String(afterName.dropFirst())
        if value.hasSuffix(";") { value.removeLast() }
        hoisted = (keyword == "var " ? "var " : "let ") + name + ";"
        assignment = "\(name) = (\(value));"
    }
}
