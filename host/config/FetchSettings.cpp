#include "config/FetchSettings.hpp"

namespace proofreader::host {

FetchPolicy fetch_policy(const Settings& settings) {
  FetchPolicy policy;
  policy.allow_private = settings.get_bool("PROOFREADER_SSRF_ALLOW_PRIVATE", true);
  policy.allowlist = settings.get_list("PROOFREADER_FETCH_ALLOWLIST");
  policy.max_bytes = static_cast<std::size_t>(settings.get_int("PROOFREADER_MAX_FETCH_BYTES", 10LL << 20));
  policy.proxy = settings.get("PROOFREADER_FETCH_PROXY");
  return policy;
}

}  // namespace proofreader::host
