import WebEngineCLI
WebEngineCommand.main()
