// RemarkExceptions: «never for this term» — a rule that must not fire on a
// term in the checks of one style guide (or of every check, for a check made
// without a guide), made from a remark by any user and reviewed by admins.
//
// A check loads the exceptions of its guide once (for_guide) and drops every
// remark they cover, from its live cards and from its report alike. A term is
// the remark's fragment, compared without regard to case.
// Thread-safe: each call takes its own database session; an ExceptionSet is a
// plain value.
#pragma once

#include <Poco/JSON/Array.h>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <proofreader/sdk/types.hpp>

#include "storage/Database.hpp"

namespace proofreader::host {

// The exceptions that apply to one check.
class ExceptionSet {
 public:
  ExceptionSet() = default;
  explicit ExceptionSet(std::set<std::pair<std::string, std::string>> rule_terms)
      : rule_terms_(std::move(rule_terms)) {}

  bool covers(const sdk::Remark& remark) const;
  // `remarks` without those covered.
  std::vector<sdk::Remark> without_covered(std::vector<sdk::Remark> remarks) const;
  bool empty() const { return rule_terms_.empty(); }

 private:
  std::set<std::pair<std::string, std::string>> rule_terms_;  // (rule_id, lower-cased term)
};

class RemarkExceptions {
 public:
  explicit RemarkExceptions(Database& db) : db_(db) {}

  ExceptionSet for_guide(const std::string& styleguide_id);

  // Adds the exception `remark` makes in checks of `styleguide_id`; returns
  // its id (the existing one when it is there already).
  std::int64_t add(const std::string& styleguide_id, const sdk::Remark& remark, std::int64_t user_id);
  // [{id, styleguide_id, rule_id, term, user, created_at}], newest first.
  Poco::JSON::Array::Ptr list();
  // False when there is no such exception.
  bool remove(std::int64_t id);

 private:
  Database& db_;
};

}  // namespace proofreader::host
