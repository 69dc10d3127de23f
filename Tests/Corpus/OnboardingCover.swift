import SwiftUI

struct OnboardingHost: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var showsOnboarding = false

    var body: some View {
        NavigationStack {
            VStack {
                Text(hasOnboarded ? "Welcome back" : "Hello, newcomer")
                Button("Replay Tour") { showsOnboarding = true }
            }
            .navigationTitle("Home")
        }
        .fullScreenCover(isPresented: $showsOnboarding) {
            OnboardingFlow {
                hasOnboarded = true
            }
        }
        .onAppear {
            if !hasOnboarded {
                showsOnboarding = true
            }
        }
    }
}

struct OnboardingFlow: View {
    enum Page: Int, Hashable, CaseIterable {
        case privacy = 1, notifications, done
    }

    var onFinish: () -> Void
    @State private var pages: [Page] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack(path: $pages) {
            Button("Get Started") { pages.append(.privacy) }
                .navigationTitle("Welcome")
                .navigationDestination(for: Page.self) { page in
                    pageView(page)
                }
        }
    }

    @ViewBuilder
    private func pageView(_ page: Page) -> some View {
        if let next = Page(rawValue: page.rawValue + 1) {
            Button("Continue") { pages.append(next) }
                .navigationTitle("Step \(page.rawValue)")
        } else {
            Button("Finish") {
                onFinish()
                dismiss()
            }
            .navigationTitle("All Set")
        }
    }
}

#Preview {
    OnboardingHost()
}
