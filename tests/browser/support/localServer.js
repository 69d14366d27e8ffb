// A small HTTP server on a free loopback port for what a browser test stands
// in for: a site the backend fetches, or a language model's API.
import { createServer } from "node:http";

// handler(request, response, body): body is the request body as a string.
export async function serve(handler) {
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => handler(request, response, body));
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: (path) => origin + path,
    close: () => new Promise((done) => (server.closeAllConnections(), server.close(done))),
  };
}
