// OutgoingHttp: every HTTP request the backend makes goes through here, under
// the fetch rules of spec §8.2 for user URLs (see sdk::HttpRequest::Target).
// Built from the settings at start. Thread-safe.
#pragma once

#include <cstddef>
#include <memory>

#include <proofreader/sdk/host_services.hpp>

namespace proofreader::host {

class Settings;

class OutgoingHttp {
 public:
  explicit OutgoingHttp(const Settings& settings);
  ~OutgoingHttp();
  sdk::HttpResponse perform(const sdk::HttpRequest& request) const;
  // The body cap of a request that sets none (PROOFREADER_MAX_FETCH_BYTES).
  std::size_t max_fetch_bytes() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace proofreader::host
