#include "model/ModelHealth.hpp"

#include <Poco/DateTimeFormat.h>
#include <Poco/DateTimeFormatter.h>
#include <Poco/Timestamp.h>

#include <chrono>
#include <map>
#include <mutex>

#include "model/ModelClient.hpp"

namespace proofreader::host {

namespace {

constexpr auto kCacheFor = std::chrono::seconds(30);
constexpr int kProbeTimeoutMs = 3000;

struct Entry {
  std::chrono::steady_clock::time_point at;
  Poco::Timestamp wall;
  ProbeResult result;
};

struct Cache {
  std::mutex mutex;
  std::map<std::string, Entry> by_key;
  std::map<std::string, std::string> last_error;  // by key, kept after recovery
};

Cache& cache() {
  static Cache instance;
  return instance;
}

}  // namespace

Poco::JSON::Object::Ptr model_reachability(const ModelAccess& model, const std::string& url_key) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  const std::string url = effective_setting(model, url_key);
  o->set("configured", !url.empty());
  o->set("proxy", effective_setting(model, "proxy"));
  if (url.empty()) {
    o->set("status", "not_configured");
    return o;
  }
  // The same address may serve both, and a new proxy may change the answer.
  const std::string key = url_key + '\n' + url + '\n' + effective_setting(model, "proxy");
  auto& c = cache();
  Entry entry;
  bool fresh = false;
  {
    std::lock_guard lock(c.mutex);
    auto it = c.by_key.find(key);
    fresh = it != c.by_key.end() && std::chrono::steady_clock::now() - it->second.at < kCacheFor;
    if (fresh) entry = it->second;
  }
  if (!fresh) {
    // An embeddings server need not list models: ask it for an embedding.
    auto result = url_key == "embeddings_url" ? probe_embeddings(model, kProbeTimeoutMs)
                                              : probe_models(model, url, kProbeTimeoutMs);
    entry = {std::chrono::steady_clock::now(), Poco::Timestamp(), std::move(result)};
    std::lock_guard lock(c.mutex);
    c.by_key[key] = entry;
    if (!entry.result.ok) c.last_error[key] = entry.result.error;
  }
  std::string last_error;
  {
    std::lock_guard lock(c.mutex);
    if (auto it = c.last_error.find(key); it != c.last_error.end()) last_error = it->second;
  }
  o->set("status", entry.result.ok ? "ok" : "unreachable");
  o->set("url", url);
  o->set("latency_ms", entry.result.latency_ms);
  o->set("checked_at", Poco::DateTimeFormatter::format(entry.wall, Poco::DateTimeFormat::ISO8601_FORMAT));
  o->set("last_error", last_error);
  return o;
}

}  // namespace proofreader::host
