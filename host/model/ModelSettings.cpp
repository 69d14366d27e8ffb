#include "model/ModelSettings.hpp"

#include <Poco/Data/Session.h>
#include <Poco/Data/Statement.h>
#include <Poco/Logger.h>
#include <storerows/WriteTransaction.hpp>

#include "config/Settings.hpp"
#include "storage/Database.hpp"
#include "storage/Notifications.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

const std::vector<ModelSettings::Key>& ModelSettings::keys() {
  static const std::vector<Key> all = {
      {"llm_base_url", Type::text, "LLM_BASE_URL", ""},
      {"llm_api_key", Type::secret, "LLM_API_KEY", ""},
      {"llm_model", Type::text, "LLM_MODEL", ""},
      {"llm_temperature", Type::number, nullptr, "0.2", 0, 2},
      {"llm_max_tokens", Type::integer, nullptr, "1024", 16, 32768},
      {"llm_timeout_s", Type::integer, nullptr, "60", 1, 600},
      {"llm_concurrency", Type::integer, nullptr, "2", 1, 16},
      {"embeddings_url", Type::text, "LLM_EMBEDDINGS_URL", ""},
      {"embeddings_model", Type::text, "LLM_EMBEDDINGS_MODEL", ""},
      {"proxy", Type::text, nullptr, ""},
  };
  return all;
}

const ModelSettings::Key* ModelSettings::find_key(const std::string& name) {
  for (const auto& k : keys())
    if (name == k.name) return &k;
  return nullptr;
}

ModelSettings::ModelSettings(Database& db, const Settings& settings) : db_(db), settings_(settings) {
  // Read once at start, so a malformed boolean stops the start.
  if (settings_.get_bool("PROOFREADER_CORP_PROXY", false))
    corp_proxy_ = settings_.get("PROOFREADER_CORP_PROXY_URL", kProxyBridge);
  db_.migrate("settings", {"CREATE TABLE model_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"});
  reload();
}

void ModelSettings::reload() {
  auto session = db_.session();
  std::vector<std::string> names, values;
  session << "SELECT key, value FROM model_settings", into(names), into(values), now;
  std::map<std::string, std::string> stored;
  for (std::size_t i = 0; i < names.size(); ++i) stored[names[i]] = values[i];
  std::lock_guard lock(mutex_);
  stored_.swap(stored);
}

std::optional<ModelSettings::Value> ModelSettings::effective(const std::string& name) const {
  const Key* key = find_key(name);
  if (!key) return std::nullopt;
  {
    std::lock_guard lock(mutex_);
    if (auto it = stored_.find(name); it != stored_.end()) return Value{it->second, "settings"};
  }
  if (key->environment)
    if (std::string v = settings_.get(key->environment); !v.empty()) return Value{v, "environment"};
  if (name == "proxy" && !corp_proxy_.empty()) return Value{corp_proxy_, "environment"};
  return Value{key->fallback, "default"};
}

void ModelSettings::update(const std::map<std::string, std::optional<std::string>>& changes) {
  std::lock_guard lock(mutex_);
  auto session = db_.session();
  storerows::WriteTransaction transaction(session);
  for (const auto& [key, value] : changes) {
    std::string name = key;
    if (value) {
      std::string text = *value;
      session << "INSERT INTO model_settings (key, value) VALUES ($1, $2) "
                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
          use(name), use(text), now;
    } else {
      session << "DELETE FROM model_settings WHERE key = $1", use(name), now;
    }
  }
  transaction.commit();
  for (const auto& [name, value] : changes) {
    if (value)
      stored_[name] = *value;
    else
      stored_.erase(name);
  }
  // The other backends on the database read them again.
  if (db_.dialect() == Dialect::postgresql) try {
      Notifications::notify(db_, kChangedChannel, "");
    } catch (const std::exception& e) {
      Poco::Logger::get("settings").warning(std::string("the other backends were not told: ") + e.what());
    }
}

std::string mask_secret(const std::string& secret) {
  if (secret.empty()) return "";
  const std::string tail = secret.size() > 8 ? secret.substr(secret.size() - 4) : "";
  const std::string head = secret.rfind("sk-", 0) == 0 ? "sk-" : "";
  return head + "…" + tail;
}

}  // namespace proofreader::host
