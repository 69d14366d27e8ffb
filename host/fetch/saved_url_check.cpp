#include "fetch/saved_url_check.hpp"

#include <Poco/Exception.h>
#include <Poco/String.h>
#include <Poco/URI.h>

#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

namespace {

sdk::ApiError refused(const std::string& host, const netrules::Refusal& why) {
  return sdk::ApiError(400, "fetch_refused", "the fetch rules refuse " + host + ": " + why.en,
                       "правила загрузки запрещают " + host + ": " + why.ru);
}

}  // namespace

void check_saved_url(const std::string& url, const netrules::AddressPolicy& policy) {
  Poco::URI uri;
  try {
    uri = Poco::URI(url);
  } catch (const Poco::Exception&) {
    throw sdk::ApiError::bad_request("url is not a valid URL", "url — некорректный адрес");
  }
  if (netrules::AddressPolicy::scheme_refusal(uri.getScheme()) || uri.getHost().empty())
    throw sdk::ApiError::bad_request("url must be an http or https address with a host",
                                     "url должен быть адресом http или https с именем узла");
  const std::string host = Poco::toLower(uri.getHost());
  if (policy.host_exempt(host)) return;
  if (const auto address = netrules::parse_ip(host)) {
    if (const auto why = policy.refusal_for(*address)) throw refused(host, *why);
    return;
  }
  if (host == "localhost" || host.ends_with(".localhost"))
    throw refused(host, {"a local name", "локальное имя"});
}

}  // namespace proofreader::host
