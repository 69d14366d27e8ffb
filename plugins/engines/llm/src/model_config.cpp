#include "model_config.hpp"

#include <Poco/NumberParser.h>

#include <algorithm>

namespace proofreader::llm {

namespace {

int read_int(const sdk::HostServices& host, const char* key, int fallback, int min, int max) {
  int value = fallback;
  if (!Poco::NumberParser::tryParse(host.setting(key), value)) value = fallback;
  return std::clamp(value, min, max);
}

}  // namespace

ModelConfig ModelConfig::read(const sdk::HostServices& host) {
  ModelConfig c;
  c.base_url = host.setting("llm_base_url");
  c.api_key = host.setting("llm_api_key");
  c.model = host.setting("llm_model");
  if (!Poco::NumberParser::tryParseFloat(host.setting("llm_temperature"), c.temperature)) c.temperature = 0.2;
  c.max_tokens = read_int(host, "llm_max_tokens", 1024, 16, 32768);
  c.timeout_s = read_int(host, "llm_timeout_s", 60, 1, 600);
  c.concurrency = read_int(host, "llm_concurrency", 2, 1, 16);
  c.proxy = host.setting("proxy");
  return c;
}

std::string openai_url(std::string base, const std::string& path) {
  while (!base.empty() && base.back() == '/') base.pop_back();
  if (base.size() >= 3 && base.compare(base.size() - 3, 3, "/v1") == 0) base.resize(base.size() - 3);
  return base + "/v1/" + path;
}

}  // namespace proofreader::llm
