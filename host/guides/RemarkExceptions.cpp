#include "guides/RemarkExceptions.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Object.h>

#include <proofreader/kit/timestamps.hpp>
#include <proofreader/russian/tokenizer.hpp>

#include <algorithm>

#include "storage/OneRoundTrip.hpp"

namespace proofreader::host {

using namespace Poco::Data::Keywords;

bool ExceptionSet::covers(const sdk::Remark& remark) const {
  return !rule_terms_.empty() && rule_terms_.count({remark.rule_id, russian::to_lower(remark.fragment)}) > 0;
}

std::vector<sdk::Remark> ExceptionSet::without_covered(std::vector<sdk::Remark> remarks) const {
  if (rule_terms_.empty()) return remarks;
  remarks.erase(std::remove_if(remarks.begin(), remarks.end(), [this](const auto& r) { return covers(r); }),
                remarks.end());
  return remarks;
}

ExceptionSet RemarkExceptions::for_guide(const std::string& styleguide_id) {
  auto session = db_.session();
  std::set<std::pair<std::string, std::string>> rule_terms;
  for (const auto& row : query(
           session, "SELECT rule_id, term FROM remark_exceptions WHERE styleguide_id = $1", {styleguide_id}))
    rule_terms.emplace(row[0].value_or(""), row[1].value_or(""));
  return ExceptionSet(std::move(rule_terms));
}

std::int64_t RemarkExceptions::add(const std::string& styleguide_id, const sdk::Remark& remark,
                                   std::int64_t user_id) {
  auto session = db_.session();
  std::string guide = styleguide_id, rule = remark.rule_id, term = russian::to_lower(remark.fragment),
              created = kit::now_iso_utc_micro();
  Poco::Int64 user = user_id, id = 0;
  session << "INSERT INTO remark_exceptions (styleguide_id, rule_id, term, user_id, created_at) "
             "VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
      use(guide), use(rule), use(term), use(user), use(created), now;
  session << "SELECT id FROM remark_exceptions WHERE styleguide_id = $1 AND rule_id = $2 AND term = $3",
      use(guide), use(rule), use(term), into(id), now;
  return id;
}

Poco::JSON::Array::Ptr RemarkExceptions::list() {
  auto session = db_.session();
  Poco::Data::Statement select(session);
  select << "SELECT e.id, e.styleguide_id, e.rule_id, e.term, COALESCE(u.login, ''), e.created_at "
            "FROM remark_exceptions e LEFT JOIN users u ON u.id = e.user_id ORDER BY e.id DESC";
  select.execute();
  return rows_json(select, {"id", "styleguide_id", "rule_id", "term", "user", "created_at"});
}

bool RemarkExceptions::remove(std::int64_t id) {
  auto session = db_.session();
  Poco::Int64 key = id;
  Poco::Data::Statement erase(session);
  erase << "DELETE FROM remark_exceptions WHERE id = $1", use(key);
  return erase.execute() > 0;
}

}  // namespace proofreader::host
