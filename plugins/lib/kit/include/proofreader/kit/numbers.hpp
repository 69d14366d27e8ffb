// Whole numbers a client sent: path ids, form fields, query parameters. One
// reading and one error for every route. Pure functions; any thread.
#pragma once

#include <proofreader/sdk/http.hpp>
#include <proofreader/sdk/routes.hpp>

#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace proofreader::kit {

// `text` as a whole decimal number from `minimum` to `maximum` (nothing else
// around it), else nullopt.
inline std::optional<std::int64_t> whole_number(
    std::string_view text, std::int64_t minimum,
    std::int64_t maximum = std::numeric_limits<std::int64_t>::max()) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < minimum ||
      value > maximum)
    return std::nullopt;
  return value;
}

// The id a path segment names, for routes like /api/watch/groups/{id}: the
// segment as a whole decimal number of at least `minimum`, else ApiError 404
// (so "/groups/abc" and "/groups/-1" are simply not found).
inline std::int64_t id_from_text(std::string_view text, std::int64_t minimum = 1) {
  if (const auto id = whole_number(text, minimum)) return *id;
  throw sdk::ApiError::not_found();
}
inline std::int64_t id_param(const sdk::RequestContext& ctx, const std::string& name = "id",
                             std::int64_t minimum = 1) {
  return id_from_text(ctx.param(name), minimum);
}

// A whole number a client sent in the form field or query parameter `name`
// (an id, a version, a limit): `text` as a decimal from `minimum` to
// `maximum`, else ApiError 400 naming the field and the bounds. An absent
// value is the caller's to handle before.
inline std::int64_t whole_number_field(std::string_view text, const std::string& name,
                                       std::int64_t minimum = 1,
                                       std::int64_t maximum = std::numeric_limits<std::int64_t>::max()) {
  if (const auto value = whole_number(text, minimum, maximum)) return *value;
  const bool bounded = maximum != std::numeric_limits<std::int64_t>::max();
  const std::string low = std::to_string(minimum), high = std::to_string(maximum);
  throw sdk::ApiError::bad_request(
      name + " must be a whole number " + (bounded ? "from " + low + " to " + high : "of at least " + low),
      name + " должен быть целым числом " + (bounded ? "от " + low + " до " + high : "не меньше " + low));
}

}  // namespace proofreader::kit
