#include "net/OutgoingHttp.hpp"

#include "config/Settings.hpp"
#include "fetch/fetcher.hpp"
#include "fetch/saved_url_check.hpp"

namespace proofreader::host {

struct OutgoingHttp::Impl {
  explicit Impl(FetchPolicy policy)
      : rules(policy.allow_private, policy.allowlist), fetcher(std::move(policy)) {}
  netrules::AddressPolicy rules;
  Fetcher fetcher;
};

namespace {

FetchPolicy policy_from(const Settings& settings) {
  FetchPolicy policy;
  policy.allow_private = settings.get_bool("PROOFREADER_SSRF_ALLOW_PRIVATE", true);
  policy.allowlist = settings.get_list("PROOFREADER_FETCH_ALLOWLIST");
  policy.max_bytes = static_cast<std::size_t>(settings.get_int("PROOFREADER_MAX_FETCH_BYTES", 10LL << 20));
  policy.proxy = settings.get("PROOFREADER_FETCH_PROXY");
  return policy;
}

}  // namespace

OutgoingHttp::OutgoingHttp(const Settings& settings) : impl_(std::make_unique<Impl>(policy_from(settings))) {}
OutgoingHttp::~OutgoingHttp() = default;

sdk::HttpResponse OutgoingHttp::perform(const sdk::HttpRequest& request) const {
  return impl_->fetcher.perform(request);
}

void OutgoingHttp::check_url(const std::string& url) const {
  check_saved_url(url, impl_->rules);
}

}  // namespace proofreader::host
