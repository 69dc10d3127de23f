import Testing
@testable import ExampleInterpreter
