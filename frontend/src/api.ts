// Every request to /api goes through here: JSON in and out, the API's error
// shape turned into ApiError, and a 401 sends the user to the login screen
// with the current route to come back to. Accept-Language is the interface
// language, so the server's error messages match the screen.
import { storedLang } from "./i18n";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// Routes that answer 401 as part of normal use and must not redirect.
const NO_REDIRECT = ["/api/auth/me", "/api/auth/login"];

export function loginRoute(next: string): string {
  return "#/login?next=" + encodeURIComponent(next);
}

async function errorOf(res: Response): Promise<ApiError> {
  let code = "http_" + res.status;
  let message = res.statusText || "HTTP " + res.status;
  try {
    const body = await res.json();
    if (body && body.error) {
      code = body.error.code ?? code;
      message = body.error.message ?? message;
    }
  } catch {
    // Not JSON (e.g. nginx's own page): keep the status text.
  }
  return new ApiError(res.status, code, message);
}

export async function request(method: string, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { Accept: "application/json", "Accept-Language": storedLang() } };
  // A Blob (a word list file or text) goes as it is, with its own type.
  if (body instanceof FormData || body instanceof Blob) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, "network", String(e));
  }
  if (res.ok) return res;
  if (res.status === 401 && !NO_REDIRECT.includes(path) && !location.hash.startsWith("#/login")) {
    location.hash = loginRoute(location.hash.slice(1) || "/check");
  }
  throw await errorOf(res);
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await request(method, path, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const get = <T>(path: string) => api<T>("GET", path);

// Saves a binary response (e.g. the xlsx report) under the server's file name.
export async function download(res: Response, fallbackName: string): Promise<string> {
  const disposition = res.headers.get("Content-Disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]) : plain ? plain[1] : fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
