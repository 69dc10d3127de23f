import NavDocsCommands

await NavDocs.main()
