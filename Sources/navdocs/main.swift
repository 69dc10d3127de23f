import NavDocsCommands

await NavDocs.runProcess()
