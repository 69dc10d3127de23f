/// How a statement finished.
enum Flow {
    case normal
    case returned(RuntimeValue)
    case broke
    case continued
}
