import SwiftUI

struct Course: Hashable {
    let code: String
}

struct Lesson: Hashable {
    let course: Course
    let number: Int
}

struct LearningHome: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Swift Basics", value: Course(code: "SWB"))
                NavigationLink("Color Theory", value: Course(code: "CLR"))
            }
            .navigationTitle("Courses")
            .navigationDestination(for: Course.self) { course in
                List(1...3, id: \.self) { number in
                    NavigationLink("Lesson \(number)", value: Lesson(course: course, number: number))
                }
                .navigationTitle(course.code)
            }
            .navigationDestination(for: Lesson.self) { lesson in
                LessonView(lesson: lesson, path: $path)
            }
        }
    }
}

struct LessonView: View {
    let lesson: Lesson
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            if lesson.number < 3 {
                Button("Next Lesson") {
                    path.append(Lesson(course: lesson.course, number: lesson.number + 1))
                }
            }
            Button("All Lessons") {
                // Pop every lesson, keep the course screen.
                path.removeLast(path.count - 1)
            }
            Button("Exit Course") {
                path = NavigationPath()
            }
        }
        .navigationTitle("\(lesson.course.code) \(lesson.number)")
    }
}

#Preview {
    LearningHome()
}
