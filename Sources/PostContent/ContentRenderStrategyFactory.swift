import EmbeddedScripts
import Foundation
import WebEngineKit

/// The render strategy for the content: the built-in `post` or `email` strategy
/// (`JSScripts/strategies/*.json`), or one of your own.
public struct ContentRenderStrategyFactory: RenderStrategyProviding {
    public enum Kind: Sendable {
        case post, email
        case custom(RenderStrategy)
    }

    public var kind: Kind

    public init(kind: Kind = .post) {
        self.kind = kind
    }

    public func postContentRenderStrategy() -> RenderStrategy {
        switch kind {
        case .post: Self.builtIn("post")
        case .email: Self.builtIn("email")
        case .custom(let strategy): strategy
        }
    }

    /// A built-in strategy by name (`post`, `email`).
    public static func builtIn(_ name: String) -> RenderStrategy {
        guard let text = EmbeddedScripts.source("strategies/\(name).json"),
            let strategy = try? JSONDecoder().decode(RenderStrategy.self, from: Data(text.utf8))
        else {
            preconditionFailure("built-in strategy \(name) is missing or invalid")
        }
        return strategy
    }
}
