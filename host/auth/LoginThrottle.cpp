#include "auth/LoginThrottle.hpp"

#include <Poco/SHA2Engine.h>
#include <Poco/String.h>

#include <proofreader/kit/utf8.hpp>

#include <algorithm>

namespace proofreader::host {

namespace {

// A key as the records keep it: as given, or for what no login or address
// can be (over 64 bytes, not UTF-8, holding a NUL) a digest of it, so that no
// record (nor the database's index or its UTF-8 text) gets megabytes or bytes
// it refuses.
std::string record_key(const std::string& key) {
  if (key.size() <= 64 && key.find('\0') == std::string::npos && kit::utf8::repaired(key) == key) return key;
  Poco::SHA2Engine sha;
  sha.update(key);
  return "sha256:" + Poco::DigestEngine::digestToHex(sha.digest());
}

std::string account_key(const std::string& account) {
  return record_key(Poco::toLower(account));
}

}  // namespace

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
  return std::max(wait_for(LoginFailures::Kind::account, account_key(account), max_per_account_),
                  wait_for(LoginFailures::Kind::address, record_key(address), max_per_address_));
}

void LoginThrottle::record_failure(const std::string& account, const std::string& address) {
  failures_->add(account_key(account), record_key(address), window_);
}

void LoginThrottle::record_success(const std::string& account) {
  failures_->clear(LoginFailures::Kind::account, account_key(account));
}

}  // namespace proofreader::host
