#include "fetch/fetcher.hpp"

#include <curl/curl.h>
#include <netdb.h>
#include <sys/socket.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>

#include "fetch/fetch_error.hpp"
#include "fetch/saved_url_check.hpp"

namespace proofreader::host {
namespace {

using Headers = std::vector<std::pair<std::string, std::string>>;

std::string lowercase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

struct UrlParts {
  std::string scheme;
  std::string host;  // lower case, IPv6 without brackets
  std::string port;  // the scheme's default when the URL names none
};

void require_web_scheme(const std::string& scheme) {
  if (scheme != "http" && scheme != "https")
    throw fetch_refused("scheme " + scheme + " is not allowed (http and https only)",
                        "схема " + scheme + " запрещена (только http и https)");
}

// Parses with libcurl's own URL parser, so the host judged is the host curl uses.
UrlParts checked_url(const std::string& url) {
  // A scheme curl cannot parse ("javascript:") still gets named.
  const std::size_t colon = url.find(':');
  const std::string scheme = colon == std::string::npos ? "" : lowercase(url.substr(0, colon));
  if (!scheme.empty() &&
      scheme.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789+-.") == std::string::npos)
    require_web_scheme(scheme);
  std::unique_ptr<CURLU, decltype(&curl_url_cleanup)> handle(curl_url(), &curl_url_cleanup);
  if (curl_url_set(handle.get(), CURLUPART_URL, url.c_str(), CURLU_NON_SUPPORT_SCHEME) != CURLUE_OK)
    throw fetch_refused("malformed URL " + url.substr(0, 200), "неверный URL " + url.substr(0, 200));
  auto part = [&](CURLUPart which, unsigned flags = 0) {
    char* value = nullptr;
    std::string out;
    if (curl_url_get(handle.get(), which, &value, flags) == CURLUE_OK && value) out = value;
    curl_free(value);
    return lowercase(out);
  };
  UrlParts parts{part(CURLUPART_SCHEME), part(CURLUPART_HOST), part(CURLUPART_PORT, CURLU_DEFAULT_PORT)};
  require_web_scheme(parts.scheme);
  if (parts.host.size() > 1 && parts.host.front() == '[')
    parts.host = parts.host.substr(1, parts.host.size() - 2);
  return parts;
}

bool is_redirect(long status) {
  return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

void drop_credentials(Headers& headers) {
  std::erase_if(headers, [](const auto& header) {
    const std::string name = lowercase(header.first);
    return name == "authorization" || name == "cookie" || name == "proxy-authorization";
  });
}

}  // namespace

// The state of one libcurl transfer, shared with its callbacks.
struct Fetcher::Transfer {
  const Fetcher* fetcher = nullptr;
  bool check_addresses = false;
  bool follow_redirects = false;
  std::size_t cap = 0;
  const std::function<bool(std::string_view)>* on_data = nullptr;
  CURL* curl = nullptr;
  std::optional<netrules::Refusal> refusal;
  std::size_t received = 0;
  bool too_large = false;
  bool stopped = false;
  bool discard_body = false;  // a redirect's body
  sdk::HttpResponse response;

  static curl_socket_t open_socket(void* self, curlsocktype, curl_sockaddr* address) {
    auto* t = static_cast<Transfer*>(self);
    if (t->check_addresses) {
      const std::optional<netrules::IpAddress> ip = netrules::ip_from(&address->addr);
      std::optional<netrules::Refusal> refusal;
      if (!ip) {
        refusal = netrules::Refusal{"non-IP address family", "адрес не IP"};
      } else {
        refusal = t->fetcher->rules_.refusal_for(*ip);
      }
      if (refusal) {
        if (!t->refusal) t->refusal = std::move(refusal);
        return CURL_SOCKET_BAD;
      }
    }
    return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
  }

  static std::size_t on_header(char* data, std::size_t size, std::size_t count, void* self) {
    auto* t = static_cast<Transfer*>(self);
    const std::string_view line(data, size * count);
    if (line.starts_with("HTTP/")) {
      t->response.headers.clear();  // a new response (after 1xx)
    } else if (line == "\r\n" || line == "\n") {
      long status = 0;
      curl_easy_getinfo(t->curl, CURLINFO_RESPONSE_CODE, &status);
      t->discard_body = t->follow_redirects && is_redirect(status);
    } else if (const std::size_t colon = line.find(':'); colon != std::string_view::npos) {
      std::string_view value = line.substr(colon + 1);
      while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
      while (!value.empty() && (value.back() == '\r' || value.back() == '\n' || value.back() == ' '))
        value.remove_suffix(1);
      t->response.headers.emplace_back(std::string(line.substr(0, colon)), std::string(value));
    }
    return size * count;
  }

  static std::size_t on_body(char* data, std::size_t size, std::size_t count, void* self) {
    auto* t = static_cast<Transfer*>(self);
    const std::size_t length = size * count;
    t->received += length;
    if (t->received > t->cap) {
      t->too_large = true;
      return 0;  // aborts the transfer
    }
    if (t->discard_body) return length;
    if (t->on_data && *t->on_data) {
      if (!(*t->on_data)(std::string_view(data, length))) {
        t->stopped = true;
        return 0;
      }
      return length;
    }
    t->response.body.append(data, length);
    return length;
  }
};

Fetcher::Fetcher(FetchPolicy policy)
    : policy_(std::move(policy)), rules_(policy_.allow_private, policy_.allowlist) {
  static std::once_flag curl_initialised;
  std::call_once(curl_initialised, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::string Fetcher::checked_address(const std::string& host) const {
  addrinfo hints{};
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), nullptr, &hints, &found) != 0) throw fetch_failed("cannot resolve " + host);
  std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> guard(found, &freeaddrinfo);
  std::string first;
  for (const addrinfo* a = found; a; a = a->ai_next) {
    const std::optional<netrules::IpAddress> ip = netrules::ip_from(a->ai_addr);
    if (!ip) continue;
    if (std::optional<netrules::Refusal> refusal = rules_.refusal_for(*ip))
      throw fetch_refused(refusal->en, refusal->ru);
    char text[NI_MAXHOST] = {};
    if (first.empty() &&
        getnameinfo(a->ai_addr, a->ai_addrlen, text, sizeof text, nullptr, 0, NI_NUMERICHOST) == 0)
      first = a->ai_family == AF_INET6 ? "[" + std::string(text) + "]" : std::string(text);
  }
  if (first.empty()) throw fetch_failed("no IP address for " + host);
  return first;
}

sdk::HttpResponse Fetcher::perform(const sdk::HttpRequest& request) const {
  const bool user_url = request.target == sdk::HttpRequest::Target::user_url;
  const int timeout_ms = request.timeout_ms > 0 ? request.timeout_ms : 30000;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  std::string url = request.url;
  std::string method = request.method.empty() ? "GET" : request.method;
  std::string body = request.body;
  Headers headers = request.headers;
  std::string previous_host;

  for (int hop = 0;; ++hop) {
    const UrlParts parts = checked_url(url);
    if (hop > 0 && parts.host != previous_host) drop_credentials(headers);
    previous_host = parts.host;
    const auto remaining =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now())
            .count();
    if (remaining <= 0) throw fetch_timeout(timeout_ms);

    // The save-time rule (HostServices::check_url) on every hop, so the two never disagree;
    // the connects are judged below as well, since a name may resolve anywhere.
    if (user_url) check_url_host(parts.host, rules_);
    const bool check_addresses = user_url && !rules_.host_exempt(parts.host);
    // Through a proxy the connection goes to the proxy: the host is resolved
    // and checked here, and the proxy is told to connect to that very address
    // (CONNECT ip:port), so it cannot resolve the name again to another one.
    std::string pinned;
    if (check_addresses && !policy_.proxy.empty()) pinned = checked_address(parts.host) + ":" + parts.port;
    std::string redirect_to;
    sdk::HttpResponse response =
        transfer(request, url, method, body, headers, check_addresses && policy_.proxy.empty(), pinned,
                 static_cast<int>(remaining), redirect_to);
    if (!user_url || redirect_to.empty()) return response;
    if (hop >= policy_.max_redirects)
      throw fetch_refused("more than " + std::to_string(policy_.max_redirects) + " redirects",
                          "больше " + std::to_string(policy_.max_redirects) + " перенаправлений");
    if (response.status == 303 || ((response.status == 301 || response.status == 302) && method == "POST")) {
      method = "GET";
      body.clear();
    }
    url = redirect_to;
  }
}

sdk::HttpResponse Fetcher::transfer(const sdk::HttpRequest& request, const std::string& url,
                                    const std::string& method, const std::string& body,
                                    const Headers& headers, bool check_addresses, const std::string& pinned,
                                    int timeout_ms, std::string& redirect_to) const {
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) throw fetch_failed("cannot create an HTTP client handle");
  Transfer t;
  t.fetcher = this;
  t.check_addresses = check_addresses;
  t.follow_redirects = request.target == sdk::HttpRequest::Target::user_url;
  t.cap = request.max_bytes ? request.max_bytes : policy_.max_bytes;
  t.on_data = &request.on_data;
  t.curl = curl.get();

  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> header_list(nullptr, &curl_slist_free_all);
  for (const auto& [name, value] : headers)
    header_list.reset(curl_slist_append(header_list.release(), (name + ": " + value).c_str()));

  char error_text[CURL_ERROR_SIZE] = {};
  CURL* h = curl.get();
  curl_easy_setopt(h, CURLOPT_URL, url.c_str());
  curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(h, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  // A configured service may name its own proxy (the model's); user URLs
  // always use the policy's, which the address checks above account for.
  const std::string& proxy =
      request.target == sdk::HttpRequest::Target::configured_service && !request.proxy.empty()
          ? request.proxy
          : policy_.proxy;
  curl_easy_setopt(h, CURLOPT_PROXY, proxy.c_str());  // "" turns environment proxies off
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> connect_to(nullptr, &curl_slist_free_all);
  if (!pinned.empty()) {
    // Every request, plain http too, goes through a CONNECT tunnel to the
    // checked address; the Host header and TLS name stay the URL's host.
    connect_to.reset(curl_slist_append(nullptr, ("::" + pinned).c_str()));
    curl_easy_setopt(h, CURLOPT_CONNECT_TO, connect_to.get());
    curl_easy_setopt(h, CURLOPT_HTTPPROXYTUNNEL, 1L);
  }
  curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS,
                   static_cast<long>(std::min(policy_.connect_timeout_ms, timeout_ms)));
  curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, static_cast<long>(timeout_ms));
  curl_easy_setopt(h, CURLOPT_ERRORBUFFER, error_text);
  curl_easy_setopt(h, CURLOPT_OPENSOCKETFUNCTION, &Transfer::open_socket);
  curl_easy_setopt(h, CURLOPT_OPENSOCKETDATA, &t);
  curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, &Transfer::on_header);
  curl_easy_setopt(h, CURLOPT_HEADERDATA, &t);
  curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, &Transfer::on_body);
  curl_easy_setopt(h, CURLOPT_WRITEDATA, &t);
  curl_easy_setopt(h, CURLOPT_HTTPHEADER, header_list.get());
  curl_easy_setopt(h, CURLOPT_ACCEPT_ENCODING, "");  // the cap counts decoded bytes
  if (method == "GET") {
    curl_easy_setopt(h, CURLOPT_HTTPGET, 1L);
  } else if (method == "HEAD") {
    curl_easy_setopt(h, CURLOPT_NOBODY, 1L);
  } else {
    curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, method.c_str());
    if (!body.empty() || method == "POST" || method == "PUT") {
      curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
      curl_easy_setopt(h, CURLOPT_POSTFIELDS, body.data());
    }
  }

  const CURLcode rc = curl_easy_perform(h);
  if (t.too_large) throw fetch_too_large(t.cap);
  if (rc != CURLE_OK && !t.stopped) {
    if (t.refusal) throw fetch_refused(t.refusal->en, t.refusal->ru);
    if (rc == CURLE_OPERATION_TIMEDOUT) throw fetch_timeout(timeout_ms);
    if (rc == CURLE_UNSUPPORTED_PROTOCOL)
      throw fetch_refused("only http and https are allowed", "разрешены только http и https");
    throw fetch_failed(std::string(curl_easy_strerror(rc)) +
                       (error_text[0] ? std::string(": ") + error_text : ""));
  }

  long status = 0;
  curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &status);
  t.response.status = static_cast<int>(status);
  char* value = nullptr;
  if (curl_easy_getinfo(h, CURLINFO_CONTENT_TYPE, &value) == CURLE_OK && value)
    t.response.content_type = value;
  t.response.final_url = url;
  value = nullptr;
  if (t.follow_redirects && is_redirect(status) &&
      curl_easy_getinfo(h, CURLINFO_REDIRECT_URL, &value) == CURLE_OK && value)
    redirect_to = value;
  return std::move(t.response);
}

void Fetcher::check_url(const std::string& url) const {
  check_saved_url(url, rules_);
}

}  // namespace proofreader::host
