import ArgumentParser
public struct WebEngineCommand: ParsableCommand { public init() {} }
