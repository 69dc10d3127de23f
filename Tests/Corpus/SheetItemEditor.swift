import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone: String
}

enum ContactSheet: Identifiable {
    case edit(Contact)
    case add

    var id: String {
        switch self {
        case .edit(let contact): return "edit-\(contact.id)"
        case .add: return "add"
        }
    }
}

struct ContactsList: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ada", phone: "555-0101"),
        Contact(id: 2, name: "Grace", phone: "555-0102"),
    ]
    @State private var activeSheet: ContactSheet?

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                HStack {
                    Text(contact.name)
                    Spacer()
                    Button("Edit \(contact.name)") {
                        activeSheet = .edit(contact)
                    }
                }
            }
            .navigationTitle("Contacts")
            .toolbar {
                Button("Add") { activeSheet = .add }
            }
            .sheet(item: $activeSheet) { sheet in
                switch sheet {
                case .edit(let contact):
                    ContactForm(title: "Edit \(contact.name)", contact: contact) { saved in
                        if let index = contacts.firstIndex(where: { $0.id == saved.id }) {
                            contacts[index] = saved
                        }
                    }
                case .add:
                    ContactForm(title: "New Contact", contact: Contact(id: contacts.count + 1, name: "", phone: "")) { saved in
                        contacts.append(saved)
                    }
                }
            }
        }
    }
}

struct ContactForm: View {
    let title: String
    @State var contact: Contact
    var onSave: (Contact) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $contact.name)
                TextField("Phone", text: $contact.phone)
            }
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(contact)
                        dismiss()
                    }
                    .disabled(contact.name.isEmpty)
                }
            }
        }
    }
}

#Preview {
    ContactsList()
}
