#include "auth/LoginThrottle.hpp"

#include <Poco/SHA2Engine.h>
#include <Poco/String.h>

#include <proofreader/kit/utf8.hpp>

#include <algorithm>

namespace proofreader::host {

namespace {

// A key as the records keep it: as given, or for what no login or address
// can be (over 64 bytes, not UTF-8, holding a control character) a digest of
// it, so that no record (nor the database's index or its UTF-8 text) gets
// megabytes or bytes it refuses, and no key holds the newline MemoryLoginFailures
// joins keys with.
std::string record_key(const std::string& key) {
  const bool plain =
      key.size() <= 64 && kit::utf8::repaired(key) == key &&
      std::none_of(key.begin(), key.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; });
  if (plain) return key;
  Poco::SHA2Engine sha;
  sha.update(key);
  return "sha256:" + Poco::DigestEngine::digestToHex(sha.digest());
}

std::string account_key(const std::string& account) {
  return record_key(Poco::toLower(account));
}

long long seconds_left(std::chrono::milliseconds total, std::chrono::milliseconds passed) {
  if (passed >= total) return 0;
  return std::max<long long>(std::chrono::duration_cast<std::chrono::seconds>(total - passed).count(), 1);
}

}  // namespace

LoginThrottle::LoginThrottle(std::unique_ptr<LoginFailures> failures, int max_per_account_address,
                             int max_per_address, std::chrono::seconds window)
    : failures_(std::move(failures)),
      max_per_account_address_(max_per_account_address),
      max_per_address_(max_per_address),
      window_(window) {}

long long LoginThrottle::account_wait(const std::string& account_key, const std::string& address_key) {
  const auto recent = failures_->of_account_from(account_key, address_key, window_);
  const int past_limit = recent.count - max_per_account_address_;
  if (past_limit < 0) return 0;
  const std::chrono::milliseconds window = window_;
  const std::chrono::milliseconds lock = std::min(window, window / 8 * (1 << std::min(past_limit, 3)));
  return seconds_left(lock, recent.newest_age);
}

long long LoginThrottle::address_wait(const std::string& address_key) {
  const auto recent = failures_->from_address(address_key, window_);
  if (recent.count < max_per_address_) return 0;
  return seconds_left(window_, recent.oldest_age);
}

long long LoginThrottle::retry_after(const std::string& account, const std::string& address) {
  const std::string address_key = record_key(address);
  return std::max(account_wait(account_key(account), address_key), address_wait(address_key));
}

long long LoginThrottle::record_failure(const std::string& account, const std::string& address) {
  failures_->add(account_key(account), record_key(address), window_);
  return retry_after(account, address);
}

void LoginThrottle::record_success(const std::string& account, const std::string& address) {
  failures_->clear(account_key(account), record_key(address));
}

void LoginThrottle::unlock(const std::string& account) {
  failures_->clear_account(account_key(account));
}

}  // namespace proofreader::host
