import SwiftUI

struct Lesson: Identifiable, Hashable {
    let id: Int
    let topic: String
}

struct LessonRow: View {
    let lesson: Lesson

    var body: some View {
        Text("\(lesson.id). \(lesson.topic)")
    }
}

struct LessonDetail: View {
    let lesson: Lesson

    var body: some View {
        Text(lesson.topic)
            .navigationTitle("Lesson \(lesson.id)")
    }
}

struct CourseView: View {
    let lessons = ["Variables", "Loops", "Closures"].enumerated().map { Lesson(id: $0.offset + 1, topic: $0.element) }

    var body: some View {
        NavigationStack {
            List(lessons) { lesson in
                NavigationLink(value: lesson) {
                    LessonRow(lesson: lesson)
                }
            }
            .navigationTitle("Course")
            .navigationDestination(for: Lesson.self) { lesson in
                LessonDetail(lesson: lesson)
            }
        }
    }
}

struct SyllabusView: View {
    var body: some View {
        Text("Syllabus")
    }
}

#Preview {
    CourseView()
}
