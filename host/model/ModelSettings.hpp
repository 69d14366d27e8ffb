// ModelSettings: the administrator's settings for the language model and the
// embeddings service (PUT /api/settings), stored in the host's database, and
// the effective value of each key: the stored setting, else the LLM_*
// environment variable (through the host's Settings), else a default. The
// `proxy` key's environment default is the proxy bridge when
// PROOFREADER_CORP_PROXY=true (PROOFREADER_CORP_PROXY_URL, kProxyBridge).
//
// Owned by whoever registers the settings routes (shared with the lookup the
// plugins read through HostServices::setting). The stored values are held in
// memory; with several backends on one PostgreSQL database an update is
// announced on kChangedChannel and every backend reload()s, so a change on
// one is seen by the others at once. Thread-safe: reads come from check
// threads while a PUT writes.
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace proofreader::host {

class Database;
class Settings;

class ModelSettings {
 public:
  // The proxy-bridge container of packaging/docker/compose.yml (profile corp-proxy).
  static constexpr const char* kProxyBridge = "http://proxy-bridge:3128";
  static constexpr const char* kChangedChannel = "proofreader_model_settings";

  enum class Type { text, secret, integer, number };
  struct Key {
    const char* name;
    Type type;
    const char* environment;  // the LLM_* variable giving the default, or nullptr
    const char* fallback;     // the value when neither is set
    double min = 0, max = 0;  // range of integer and number keys
  };
  // Every key an administrator may set, in the order GET lists them.
  static const std::vector<Key>& keys();
  static const Key* find_key(const std::string& name);

  struct Value {
    std::string value;
    std::string source;  // "settings", "environment" or "default"
  };

  // Applies the settings schema and loads the stored values.
  ModelSettings(Database& db, const Settings& settings);

  // The effective value of a known key; nullopt for any other key.
  std::optional<Value> effective(const std::string& name) const;
  // Stores `changes` (key → new value; nullopt removes the stored value so
  // the environment or default applies again) in one transaction. Keys and
  // values must already be validated.
  void update(const std::map<std::string, std::optional<std::string>>& changes);
  // Reads the stored values again (another backend changed them).
  void reload();

 private:
  Database& db_;
  const Settings& settings_;
  std::string corp_proxy_;  // the bridge address when PROOFREADER_CORP_PROXY=true, else ""
  mutable std::mutex mutex_;
  std::map<std::string, std::string> stored_;
};

// "sk-…1234": enough to recognise a key, never the key ("" when unset).
std::string mask_secret(const std::string& secret);

}  // namespace proofreader::host
