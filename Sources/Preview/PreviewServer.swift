import FlyingFox
import FlyingSocks
import Foundation

/// Listens on a local address and hands every request to a ``PreviewResponder``.
///
/// A thin adapter over FlyingFox's `HTTPServer`: all decisions live in the
/// responder, which is tested without sockets.
public actor PreviewServer {
    /// Why the server could not start.
    public enum StartError: Error, CustomStringConvertible, Equatable {
        case unsupportedHost(String)
        case cannotListen(address: String, reason: String)

        public var description: String {
            switch self {
            case .unsupportedHost(let host):
                "cannot listen on host '\(host)': give an IP address such as 127.0.0.1 or ::1, or localhost"
            case .cannotListen(let address, let reason):
                "cannot listen on \(address): \(reason)"
            }
        }
    }

    private enum Event { case listening, ended((any Error)?) }

    public let host: String
    public let requestedPort: UInt16
    private let responder: PreviewResponder
    private var server: HTTPServer?
    private var runTask: Task<Void, Never>?

    public init(host: String, port: UInt16, responder: PreviewResponder) {
        self.host = host
        requestedPort = port
        self.responder = responder
    }

    /// Starts listening and returns the port (the system's choice when 0 was asked for).
    public func start() async throws -> UInt16 {
        let address = try Self.socketAddress(host: host, port: requestedPort)
        let responder = self.responder
        // The long poll answers within its own timeout; FlyingFox's must be longer.
        let config = HTTPServer.Configuration(address: address, timeout: 60, logger: .disabled)
        let server = HTTPServer(config: config, handler: ClosureHTTPHandler { request in
            await Self.answer(request, with: responder)
        })
        self.server = server

        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        runTask = Task {
            do {
                try await server.run()
                continuation.yield(.ended(nil))
            } catch {
                continuation.yield(.ended(error))
            }
        }
        let waiter = Task {
            if (try? await server.waitUntilListening(timeout: 10)) != nil {
                continuation.yield(.listening)
            } else {
                continuation.yield(.ended(nil))
            }
        }
        defer { waiter.cancel() }
        let display = Self.display(host: host, port: requestedPort)
        for await event in events {
            switch event {
            case .listening:
                if case .ip4(_, let port)? = await server.listeningAddress { return port }
                if case .ip6(_, let port)? = await server.listeningAddress { return port }
                return requestedPort
            case .ended(let error):
                await stop()
                throw StartError.cannotListen(address: display, reason: Self.reason(error))
            }
        }
        throw StartError.cannotListen(address: display, reason: "cancelled")
    }

    /// Closes the socket and open connections, giving responses in flight a moment to finish.
    public func stop() async {
        if let server { await server.stop(timeout: 0.25) }
        runTask?.cancel()
        _ = await runTask?.value
        runTask = nil
        server = nil
    }

    /// `host:port` as a browser address: IPv6 hosts in brackets.
    public static func display(host: String, port: UInt16) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Throws ``StartError/unsupportedHost(_:)`` unless `host` is an address the server can listen on.
    public static func validate(host: String) throws {
        _ = try socketAddress(host: host, port: 0)
    }

    /// Why listening failed, in words for the terminal.
    private static func reason(_ error: (any Error)?) -> String {
        switch error {
        case SocketError.failed(_, let number, let message)?:
            let hint = number == EADDRINUSE ? "; choose another port, or port 0 for any free one" : ""
            return message.prefix(1).lowercased() + message.dropFirst() + hint
        case let error?:
            return "\(error)"
        case nil:
            return "the server did not start"
        }
    }

    static func socketAddress(host: String, port: UInt16) throws -> any SocketAddress {
        switch host {
        case "localhost":
            return try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        case let ip6 where ip6.contains(":"):
            do { return try sockaddr_in6.inet6(ip6: ip6, port: port) } catch { throw StartError.unsupportedHost(host) }
        default:
            do { return try sockaddr_in.inet(ip4: host, port: port) } catch { throw StartError.unsupportedHost(host) }
        }
    }

    private static func answer(_ request: HTTPRequest, with responder: PreviewResponder) async -> HTTPResponse {
        var query: [String: String] = [:]
        for item in request.query where query[item.name] == nil { query[item.name] = item.value }
        // The raw path: FlyingFox's decoded `path` drops the trailing slash that tells a folder's page from a redirect.
        let response = await responder.respond(method: request.method.rawValue.uppercased(), path: request.target.path(percentEncoded: true), query: query)
        var headers = HTTPHeaders()
        for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: phrase(for: response.status)), headers: headers, body: response.body)
    }

    private static func phrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
