import Foundation

enum AuthStep: Hashable {
    case signIn
    case register
    case resetPassword(email: String)
    case welcome(email: String)
}
