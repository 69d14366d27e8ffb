// The errors a fetch throws (the contract of sdk::HostServices::http), in one
// place so every rule words them alike.
#pragma once

#include <proofreader/sdk/http.hpp>

#include <cstddef>
#include <string>

namespace proofreader::host {

// 400 "fetch_refused": the URL or an address it leads to breaks a rule.
sdk::ApiError fetch_refused(const std::string& rule_en, const std::string& rule_ru);
// 413 "fetch_too_large": the response body passed `limit` bytes.
sdk::ApiError fetch_too_large(std::size_t limit);
// 502 "fetch_failed": the network or the server failed.
sdk::ApiError fetch_failed(const std::string& detail);
// 504 "fetch_timeout".
sdk::ApiError fetch_timeout(int timeout_ms);

}  // namespace proofreader::host
