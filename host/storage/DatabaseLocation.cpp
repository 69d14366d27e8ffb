#include "storage/DatabaseLocation.hpp"

#include "config/Settings.hpp"

#include <cctype>
#include <stdexcept>

namespace proofreader::host {

namespace {

// [scheme://][userinfo@]rest: where the userinfo ends, or npos.
std::size_t userinfo_end(const std::string& url, std::size_t authority) {
  const std::size_t slash = url.find_first_of("/?", authority);
  const std::size_t at = url.rfind('@', slash == std::string::npos ? url.size() : slash);
  return at == std::string::npos || at < authority ? std::string::npos : at;
}

std::size_t authority_start(const std::string& url) {
  const std::size_t scheme = url.find("://");
  return scheme == std::string::npos ? std::string::npos : scheme + 3;
}

}  // namespace

DatabaseLocation database_location(const Settings& settings, const std::string& data_dir) {
  const std::string url = settings.get("PROOFREADER_DATABASE_URL");
  if (url.empty()) return {Dialect::sqlite, data_dir + "/proofreader.db", {}, {}};
  const bool postgres = url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0;
  const std::size_t authority = authority_start(url);
  if (!postgres || authority == std::string::npos)
    throw std::invalid_argument(
        "PROOFREADER_DATABASE_URL must be postgresql://user:password@host:port/database, not " +
        redacted(url));
  return {Dialect::postgresql, {}, url, {}};
}

DatabaseLocation plugin_store_location(const DatabaseLocation& host, const std::string& plugin_name,
                                       const std::string& plugin_directory) {
  if (host.dialect == Dialect::sqlite) return {Dialect::sqlite, plugin_directory + "/store.db", {}, {}};
  std::string schema = "plugin_";
  for (char c : plugin_name) schema += c == '-' ? '_' : c;
  return {Dialect::postgresql, {}, host.url, schema};
}

std::string redacted(const std::string& url) {
  const std::size_t authority = authority_start(url);
  if (authority == std::string::npos) return url.empty() ? url : "(not a URL)";
  const std::size_t at = userinfo_end(url, authority);
  if (at == std::string::npos) return url;
  const std::size_t colon = url.find(':', authority);
  if (colon == std::string::npos || colon > at) return url;
  return url.substr(0, colon + 1) + "***" + url.substr(at);
}

namespace {

std::string percent_decoded(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && std::isxdigit(static_cast<unsigned char>(text[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

std::string connection_keywords(const std::string& url, const std::string& schema) {
  const std::size_t authority = authority_start(url);
  if (authority == std::string::npos) throw std::invalid_argument("PROOFREADER_DATABASE_URL is not a URL");
  std::string rest = url.substr(authority), query;
  if (const auto q = rest.find('?'); q != std::string::npos) {
    query = rest.substr(q + 1);
    rest.erase(q);
  }
  std::string database;
  if (const auto slash = rest.find('/'); slash != std::string::npos) {
    database = rest.substr(slash + 1);
    rest.erase(slash);
  }
  std::string user, password;
  if (const auto at = rest.rfind('@'); at != std::string::npos) {
    const std::string userinfo = rest.substr(0, at);
    rest.erase(0, at + 1);
    const auto colon = userinfo.find(':');
    user = userinfo.substr(0, colon);
    if (colon != std::string::npos) password = userinfo.substr(colon + 1);
  }
  std::string host = rest, port;
  if (const auto colon = rest.rfind(':');
      colon != std::string::npos && rest.find(']', colon) == std::string::npos) {
    host = rest.substr(0, colon);
    port = rest.substr(colon + 1);
  }
  if (host.size() > 1 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);

  std::string out;
  auto add = [&](const std::string& key, const std::string& raw) {
    const std::string value = percent_decoded(raw);
    if (value.empty()) return;
    for (char c : value)
      if (std::isspace(static_cast<unsigned char>(c)))
        throw std::invalid_argument("PROOFREADER_DATABASE_URL: the value of " + key +
                                    " has a space, which the PostgreSQL connector cannot pass (" +
                                    redacted(url) + ")");
    out += (out.empty() ? "" : " ") + key + "=" + value;
  };
  add("host", host);
  add("port", port);
  add("dbname", database);
  add("user", user);
  add("password", password);
  std::size_t start = 0;
  while (start < query.size()) {
    std::size_t end = query.find('&', start);
    if (end == std::string::npos) end = query.size();
    const std::string pair = query.substr(start, end - start);
    if (const auto eq = pair.find('='); eq != std::string::npos) add(pair.substr(0, eq), pair.substr(eq + 1));
    start = end + 1;
  }
  if (!schema.empty()) {
    for (char c : schema)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
        throw std::invalid_argument("not a plain schema name: " + schema);
    add("options", "-csearch_path=" + schema);
  }
  return out;
}

}  // namespace proofreader::host
