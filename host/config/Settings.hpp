// Settings: the host's configuration, read once at start.
//
// Layers, highest first: the process environment, then the properties file
// (etc/proofreader.properties). Keys are the environment variable names
// (PROOFREADER_BACKEND_PORT, FEATURE_WATCH, LLM_BASE_URL, …), so one name
// means the same thing in both places. Immutable after construction and safe
// to read from any thread.
#pragma once

#include <Poco/AutoPtr.h>
#include <Poco/Util/LayeredConfiguration.h>

#include <string>
#include <vector>

namespace proofreader::host {

class Settings {
 public:
  // Reads `properties_file` (may be missing) under the environment.
  explicit Settings(const std::string& properties_file);

  std::string get(const std::string& key, const std::string& fallback = {}) const;
  // Integers and booleans; a malformed value throws std::invalid_argument
  // naming the key, so a typo stops the start instead of being ignored.
  long long get_int(const std::string& key, long long fallback) const;
  bool get_bool(const std::string& key, bool fallback) const;
  // One of `allowed`; anything else throws std::invalid_argument naming the key.
  std::string get_choice(const std::string& key, const std::vector<std::string>& allowed,
                         const std::string& fallback) const;
  // A comma-separated list, items trimmed, empty items dropped.
  std::vector<std::string> get_list(const std::string& key) const;

  // Sets a value in the highest layer (used for values the host resolves at
  // start, such as PROOFREADER_SHARE_DIR, so plugins read the resolved form).
  void set(const std::string& key, const std::string& value);

 private:
  Poco::AutoPtr<Poco::Util::LayeredConfiguration> config_;
};

// "FEATURE_" + the section name upper-cased with '-' → '_'.
std::string feature_flag_for(const std::string& section_name);

}  // namespace proofreader::host
