import SwiftUI

struct Lesson: Identifiable {
    let id: Int
    let title: String
}

struct CourseOutline: View {
    @State private var activeLesson: Int?
    private let lessons = [Lesson(id: 1, title: "Variables"), Lesson(id: 2, title: "Loops")]

    var body: some View {
        NavigationView {
            List {
                ForEach(lessons) { lesson in
                    NavigationLink(
                        destination: LessonPage(lesson: lesson),
                        tag: lesson.id,
                        selection: $activeLesson
                    ) {
                        Text(lesson.title)
                    }
                }
                Button("Resume Loops") { activeLesson = 2 }
            }
            .navigationBarTitle("Course")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct LessonPage: View {
    let lesson: Lesson

    var body: some View {
        Text("Lesson \(lesson.id)")
            .navigationBarTitle(lesson.title, displayMode: .inline)
    }
}

#Preview {
    CourseOutline()
}
