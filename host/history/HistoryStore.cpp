#include "history/HistoryStore.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/Data/Transaction.h>

using namespace Poco::Data::Keywords;

namespace proofreader::host {

std::int64_t HistoryStore::record(const sdk::User& user, const ReportInput& in,
                                  const std::string& report_json) {
  auto session = db_.session();
  Poco::Data::Transaction transaction(session);
  Poco::Int64 user_id = user.id;
  std::string login = user.login, created = in.finished_at, kind = in.source_kind, name = in.source_name;
  std::string guide_id = in.guide ? in.guide->id : "", guide_name = in.guide ? in.guide->name : "";
  std::string job = in.job_id, report = report_json;
  int words = count_words(*in.document);
  int total = static_cast<int>(in.result->remarks.size());
  session << "INSERT INTO check_history (job_id, user_id, user_login, created_at, source_kind, source_name, "
             "styleguide_id, styleguide_name, words, total, report_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
             "?, ?)",
      use(job), use(user_id), use(login), use(created), use(kind), use(name), use(guide_id), use(guide_name),
      use(words), use(total), use(report), now;
  Poco::Int64 id = 0;
  session << "SELECT last_insert_rowid()", into(id), now;
  for (const auto& r : in.result->remarks) {
    std::string engine = r.engine, category = r.category, rule = r.rule_id,
                severity = std::string(sdk::to_string(r.severity)), message = r.message;
    session
        << "INSERT INTO history_remarks (history_id, user_id, created_at, styleguide_id, engine, category, "
           "rule_id, severity, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        use(id), use(user_id), use(created), use(guide_id), use(engine), use(category), use(rule),
        use(severity), use(message), now;
  }
  transaction.commit();
  return id;
}

}  // namespace proofreader::host
