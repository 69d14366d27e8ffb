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
  check_url_host(uri.getHost(), policy);
}

void check_url_host(const std::string& url_host, const netrules::AddressPolicy& policy) {
  const std::string host = Poco::toLower(url_host);
  // "localhost." is localhost: a fully qualified name's trailing dot changes nothing.
  const std::string name = host.ends_with('.') ? host.substr(0, host.size() - 1) : host;
  if (policy.host_exempt(host) || policy.host_exempt(name)) return;
  if (const auto address = netrules::numeric_host(host)) {
    if (const auto why = policy.refusal_for(*address)) throw refused(host, *why);
    return;
  }
  // A local name is judged as the loopback address it resolves to, so an
  // allowlisted loopback network admits it here as the fetch's connect does.
  if (name == "localhost" || name.ends_with(".localhost"))
    if (const auto why = policy.refusal_for(*netrules::parse_ip("127.0.0.1"))) throw refused(host, *why);
}

}  // namespace proofreader::host
