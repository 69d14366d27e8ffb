#!/usr/bin/env python3
"""A stand-in for an OpenAI-compatible model server (the wire protocol of
/v1/models, /v1/chat/completions and /v1/embeddings), for the compose test's
corporate-proxy step: it answers every chat with no remarks and logs each
request's method and path to stdout.
    openai_standin.py PORT"""
import http.server
import json
import socketserver
import sys
import time


class Model(http.server.BaseHTTPRequestHandler):
    def log_message(self, fmt, *args):
        print("model:", self.command, self.path, flush=True)

    def answer(self, body):
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self.answer({"object": "list", "data": [{"id": "standin", "object": "model", "owned_by": "test"}]})

    def do_POST(self):
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0) or 0)) or b"{}")
        if self.path.endswith("/embeddings"):
            inputs = request.get("input", [])
            inputs = inputs if isinstance(inputs, list) else [inputs]
            self.answer({"object": "list", "model": "standin",
                         "data": [{"object": "embedding", "index": i, "embedding": [0.0, 1.0]}
                                  for i in range(len(inputs))]})
            return
        self.answer({"id": "chatcmpl-standin", "object": "chat.completion", "created": int(time.time()),
                     "model": request.get("model", "standin"),
                     "choices": [{"index": 0, "finish_reason": "stop",
                                  "message": {"role": "assistant", "content": "{\"remarks\": []}"}}],
                     "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


Server(("0.0.0.0", int(sys.argv[1])), Model).serve_forever()
