import VineCLI

VineCommand.main()
