import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let email: String
}

struct ContactsView: View {
    let contacts: [Contact] = [
        Contact(id: 1, name: "Grace", email: "grace@example.com"),
        Contact(id: 2, name: "Linus", email: "linus@example.com"),
    ]

    var body: some View {
        NavigationView {
            List(contacts) { contact in
                NavigationLink(destination: ContactDetail(contact: contact)) {
                    Text(contact.name)
                }
            }
            .navigationTitle("Contacts")
        }
        .navigationViewStyle(.stack)
    }
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        Text(contact.email)
            .navigationTitle(contact.name)
    }
}

struct ContactsView_Previews: PreviewProvider {
    static var previews: some View {
        ContactsView()
    }
}
