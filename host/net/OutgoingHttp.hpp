// OutgoingHttp: every HTTP request the backend makes goes through here, under
// the fetch rules of spec §8.2 for user URLs (see sdk::HttpRequest::Target).
// Built from the settings at start. Thread-safe.
#pragma once

#include <memory>

#include <proofreader/sdk/host_services.hpp>

namespace proofreader::host {

class Settings;

class OutgoingHttp {
 public:
  explicit OutgoingHttp(const Settings& settings);
  ~OutgoingHttp();
  sdk::HttpResponse perform(const sdk::HttpRequest& request) const;
  // The one save-time rule for an address a user gives to be fetched
  // (HostServices::check_url, fetch/saved_url_check.hpp) under the configured
  // fetch rules; perform() applies the same rule to every hop.
  void check_url(const std::string& url) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace proofreader::host
