import WebEngineCLI

await WebEngineCommand.execute()
