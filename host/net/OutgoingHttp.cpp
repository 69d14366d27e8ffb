#include "net/OutgoingHttp.hpp"

#include "config/Settings.hpp"
#include "fetch/fetcher.hpp"

namespace proofreader::host {

struct OutgoingHttp::Impl {
  explicit Impl(FetchPolicy policy) : fetcher(std::move(policy)) {}
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

std::size_t OutgoingHttp::max_fetch_bytes() const {
  return impl_->fetcher.policy().max_bytes;
}

}  // namespace proofreader::host
