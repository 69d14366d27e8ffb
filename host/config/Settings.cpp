#include "config/Settings.hpp"

#include <algorithm>

#include <Poco/Environment.h>
#include <Poco/File.h>
#include <Poco/String.h>
#include <Poco/StringTokenizer.h>
#include <Poco/Util/MapConfiguration.h>
#include <Poco/Util/PropertyFileConfiguration.h>

#include <cctype>
#include <stdexcept>

namespace proofreader::host {

namespace {

// The environment as a configuration layer. Looked up lazily so that every
// variable, including ones no file mentions, is visible.
class EnvironmentConfiguration : public Poco::Util::AbstractConfiguration {
 protected:
  bool getRaw(const std::string& key, std::string& value) const override {
    if (!Poco::Environment::has(key)) return false;
    value = Poco::Environment::get(key);
    return true;
  }
  void setRaw(const std::string&, const std::string&) override {
    throw Poco::NotImplementedException("the environment layer is read-only");
  }
  void enumerate(const std::string&, Keys&) const override {}
};

}  // namespace

Settings::Settings(const std::string& properties_file) : config_(new Poco::Util::LayeredConfiguration) {
  config_->add(new Poco::Util::MapConfiguration, "resolved", -200, true);
  config_->add(new EnvironmentConfiguration, "environment", -100, false);
  if (!properties_file.empty() && Poco::File(properties_file).exists())
    config_->add(new Poco::Util::PropertyFileConfiguration(properties_file), "file", 0, false);
}

std::string Settings::get(const std::string& key, const std::string& fallback) const {
  return Poco::trim(config_->getRawString(key, fallback));
}

long long Settings::get_int(const std::string& key, long long fallback) const {
  const std::string raw = get(key);
  if (raw.empty()) return fallback;
  std::size_t used = 0;
  long long value = 0;
  try {
    value = std::stoll(raw, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != raw.size()) throw std::invalid_argument(key + " must be an integer, got '" + raw + "'");
  return value;
}

bool Settings::get_bool(const std::string& key, bool fallback) const {
  const std::string raw = Poco::toLower(get(key));
  if (raw.empty()) return fallback;
  if (raw == "true" || raw == "1" || raw == "yes" || raw == "on") return true;
  if (raw == "false" || raw == "0" || raw == "no" || raw == "off") return false;
  throw std::invalid_argument(key + " must be true or false, got '" + raw + "'");
}

std::string Settings::get_choice(const std::string& key, const std::vector<std::string>& allowed,
                                 const std::string& fallback) const {
  const std::string value = get(key, fallback);
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return value;
  std::string list;
  for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
  throw std::invalid_argument(key + " must be one of " + list + ", got '" + value + "'");
}

std::vector<std::string> Settings::get_list(const std::string& key) const {
  std::vector<std::string> items;
  Poco::StringTokenizer tokens(get(key), ",",
                               Poco::StringTokenizer::TOK_TRIM | Poco::StringTokenizer::TOK_IGNORE_EMPTY);
  items.assign(tokens.begin(), tokens.end());
  return items;
}

void Settings::set(const std::string& key, const std::string& value) {
  config_->find("resolved")->setString(key, value);
}

std::string feature_flag_for(const std::string& section_name) {
  std::string flag = "FEATURE_";
  for (char c : section_name)
    flag += c == '-' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return flag;
}

}  // namespace proofreader::host
