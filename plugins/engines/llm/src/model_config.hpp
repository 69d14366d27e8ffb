// ModelConfig: the effective model settings one check runs with, read from
// HostServices::setting on every check so a PUT /api/settings applies to the
// next check without a restart. A plain value; malformed numbers fall back
// to the defaults (the host validates what an administrator stores).
#pragma once

#include <string>

#include <proofreader/sdk/host_services.hpp>

namespace proofreader::llm {

struct ModelConfig {
  std::string base_url;  // empty: the model layer is off
  std::string api_key;
  std::string model;
  double temperature = 0.2;
  int max_tokens = 1024;
  int timeout_s = 60;
  int concurrency = 2;  // calls in flight in the whole process
  std::string proxy;    // "http://host:port" or "" (PROOFREADER_CORP_PROXY makes it the bridge)

  static ModelConfig read(const sdk::HostServices& host);
};

// {base}/v1/{path}; a base that already ends in /v1 is not doubled.
std::string openai_url(std::string base, const std::string& path);

}  // namespace proofreader::llm
