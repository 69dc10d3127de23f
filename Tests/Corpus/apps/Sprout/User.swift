import Foundation

struct User: Equatable {
    let email: String
    var plants: Int
}
