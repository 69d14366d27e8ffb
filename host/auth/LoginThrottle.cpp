#include "auth/LoginThrottle.hpp"

#include <Poco/String.h>

#include <algorithm>

namespace proofreader::host {

LoginThrottle::LoginThrottle(std::unique_ptr<LoginFailures> failures, int max_per_account,
                             int max_per_address, std::chrono::seconds window)
    : failures_(std::move(failures)),
      max_per_account_(max_per_account),
      max_per_address_(max_per_address),
      window_(window) {}

long long LoginThrottle::wait_for(LoginFailures::Kind kind, const std::string& key, int limit) {
  const auto recent = failures_->recent(kind, key, window_);
  if (recent.count < limit) return 0;
  const auto wait = std::chrono::duration_cast<std::chrono::seconds>(window_ - recent.oldest_age).count();
  return std::max<long long>(wait, 1);
}

long long LoginThrottle::retry_after(const std::string& account, const std::string& address) {
  return std::max(wait_for(LoginFailures::Kind::account, Poco::toLower(account), max_per_account_),
                  wait_for(LoginFailures::Kind::address, address, max_per_address_));
}

void LoginThrottle::record_failure(const std::string& account, const std::string& address) {
  failures_->add(Poco::toLower(account), address, window_);
}

void LoginThrottle::record_success(const std::string& account) {
  failures_->clear(LoginFailures::Kind::account, Poco::toLower(account));
}

}  // namespace proofreader::host
