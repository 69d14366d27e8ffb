#include "http/Router.hpp"

#include <algorithm>
#include <stdexcept>

namespace proofreader::host {

namespace {

bool is_param(const std::string& segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
}

// Two patterns that match the same paths: equal but for parameter names.
bool same_shape(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i] && !(is_param(a[i]) && is_param(b[i]))) return false;
  return true;
}

}  // namespace

std::vector<std::string> split_path(const std::string& path) {
  std::vector<std::string> segments;
  std::size_t start = 1;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    segments.push_back(path.substr(start, end - start));
    start = end + 1;
  }
  // "/api/users/" matches like "/api/users".
  if (!segments.empty() && segments.back().empty()) segments.pop_back();
  return segments;
}

void Router::add(sdk::Route route) {
  if (frozen_) throw std::logic_error("route " + route.path + " added after the router was frozen");
  static const std::vector<std::string> methods = {"GET", "POST", "PUT", "PATCH", "DELETE"};
  if (std::find(methods.begin(), methods.end(), route.method) == methods.end())
    throw std::logic_error("route " + route.path + ": unsupported method " + route.method);
  if (route.path.empty() || route.path.front() != '/' || !route.handler)
    throw std::logic_error("route '" + route.path + "' must start with '/' and have a handler");
  auto segments = split_path(route.path);
  for (const auto& entry : routes_)
    if (entry.route.method == route.method && same_shape(entry.segments, segments))
      throw std::logic_error("duplicate route " + route.method + " " + route.path);
  routes_.push_back(Entry{std::move(route), std::move(segments), owner_});
}

void Router::remove_owned_by(const std::string& owner) {
  if (frozen_) throw std::logic_error("the route table is frozen");
  std::erase_if(routes_, [&](const Entry& e) { return e.owner == owner; });
}

void Router::clear() {
  routes_.clear();
}

Router::Match Router::match(const std::string& method, const std::string& path) const {
  const auto segments = split_path(path);
  Match best;
  int best_literals = -1;
  for (const auto& entry : routes_) {
    if (entry.segments.size() != segments.size()) continue;
    std::map<std::string, std::string> params;
    int literals = 0;
    bool ok = true;
    for (std::size_t i = 0; i < segments.size() && ok; ++i) {
      if (is_param(entry.segments[i])) {
        if (segments[i].empty())
          ok = false;
        else
          params[entry.segments[i].substr(1, entry.segments[i].size() - 2)] = segments[i];
      } else {
        ok = entry.segments[i] == segments[i];
        ++literals;
      }
    }
    if (!ok) continue;
    if (entry.route.method != method) {
      best.other_methods.push_back(entry.route.method);
      continue;
    }
    // The most literal route wins: /api/jobs/stats before /api/jobs/{id}.
    if (literals > best_literals) {
      best_literals = literals;
      best.entry = &entry;
      best.params = std::move(params);
    }
  }
  return best;
}

}  // namespace proofreader::host
