#!/usr/bin/env python3
"""A stand-in for a company's forward proxy (the upstream of the compose
stack's proxy-bridge): forwards plain-HTTP requests in absolute form and
CONNECT tunnels, and logs one line per request to stdout, which the compose
test reads (`docker logs`).
    forward_proxy.py PORT"""
import http.server
import select
import socket
import socketserver
import sys
import urllib.parse


class Proxy(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        print("proxy:", self.command, self.path, flush=True)

    def do_CONNECT(self):
        host, _, port = self.path.rpartition(":")
        upstream = socket.create_connection((host, int(port)), timeout=30)
        self.send_response(200, "Connection established")
        self.end_headers()
        sockets = [self.connection, upstream]
        while True:
            readable, _, _ = select.select(sockets, [], [], 60)
            if not readable:
                break
            for s in readable:
                data = s.recv(65536)
                if not data:
                    return
                (upstream if s is self.connection else self.connection).sendall(data)

    def forward(self):
        target = urllib.parse.urlsplit(self.path)
        body = self.rfile.read(int(self.headers.get("Content-Length", 0) or 0))
        upstream = socket.create_connection((target.hostname, target.port or 80), timeout=60)
        path = target.path + ("?" + target.query if target.query else "")
        head = [f"{self.command} {path or '/'} HTTP/1.1"]
        for key, value in self.headers.items():
            if key.lower() not in ("proxy-connection", "connection", "keep-alive"):
                head.append(f"{key}: {value}")
        head.append("Connection: close")
        upstream.sendall(("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body)
        while True:
            data = upstream.recv(65536)
            if not data:
                break
            self.wfile.write(data)
        upstream.close()
        self.close_connection = True
        self.log_message("")

    do_GET = do_POST = do_PUT = do_HEAD = forward


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


Server(("0.0.0.0", int(sys.argv[1])), Proxy).serve_forever()
