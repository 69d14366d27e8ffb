// HistoryFilter: the filters shared by GET /api/checks/history and
// GET /api/checks/insights (date range, source kind, user, style guide),
// read from the query string and turned into a parameterised SQL condition.
//
// A user only ever sees their own checks: for a non-admin the user is fixed
// to the caller, and naming another user is refused. Plain value; no threads.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Session.h>

#include <proofreader/sdk/routes.hpp>

namespace proofreader::host {

struct HistoryFilter {
  std::string from, to;  // YYYY-MM-DD, inclusive; empty: open
  std::string source_kind;
  std::optional<std::int64_t> user_id;  // the caller for a non-admin
  std::string user_login;               // admin only
  std::string styleguide_id;

  // Throws ApiError 400 on a malformed date, 403 when a non-admin names a user.
  static HistoryFilter from_query(const sdk::RequestContext& ctx);

  // A condition ("1 = 1" when nothing is filtered) over a table with the columns
  // created_at, user_id, styleguide_id; `source_condition` is that table's
  // test of the source kind, with one ? for it. Appends the values it binds
  // to `params`.
  std::string where(const std::string& source_condition, std::vector<std::string>& params) const;
};

// Runs `sql` with its parameters, written ? (numbered here, in order, so the
// pieces of a query built up need not count them), bound to `params` in
// order; the rows it returns.
Poco::Data::RecordSet select_rows(Poco::Data::Session& session, const std::string& sql,
                                  const std::vector<std::string>& params);

}  // namespace proofreader::host
