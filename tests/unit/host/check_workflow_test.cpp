// CheckWorkflow on its own, on a real SQLite database and the real pipeline
// with an engine of the test's: what a check is, apart from the job manager
// — its stages and events, its report in the check history, the upload kept
// for writing back, the team dictionary's words dropped, and nothing recorded
// for a check cancelled before its report.
#include <catch2/catch.hpp>

#include <Poco/Data/Session.h>
#include <proofreader/kit/utf8.hpp>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <string>
#include <vector>

#include "TempDir.hpp"
#include "auth/PasswordHasher.hpp"
#include "auth/UserStore.hpp"
#include "export/OriginalStore.hpp"
#include "fetch/fetcher.hpp"
#include "jobs/CheckWorkflow.hpp"
#include "storage/Database.hpp"

using namespace proofreader;
using namespace proofreader::host;

namespace {

// Says every "ошибко" is a spelling mistake, and every "очень" a style one.
class MarkingEngine : public sdk::Engine {
 public:
  sdk::EngineInfo info() const override {
    return {"marking", "1", sdk::EnginePhase::deterministic, sdk::CheckPart::language, {"spelling", "style"}};
  }
  void check(sdk::CheckContext& ctx) override {
    for (const auto& block : ctx.document().blocks) {
      std::vector<sdk::Remark> remarks;
      for (const auto& [word, category] :
           {std::pair{std::string("ошибко"), "spelling"}, {"очень", "style"}}) {
        const auto at = block.text.find(word);
        if (at == std::string::npos) continue;
        sdk::Remark r;
        r.category = category;
        r.rule_id = category;
        r.message = "Замечание";
        r.block = block.index;
        r.offset = static_cast<int>(kit::utf8::code_points_before(block.text, at));
        r.length = static_cast<int>(kit::utf8::code_points(word));
        remarks.push_back(r);
      }
      if (!remarks.empty()) ctx.emit(std::move(remarks));
    }
  }
};

// What the job manager would see: stages and events in order.
class RecordingProgress : public JobProgress {
 public:
  void stage(const std::string& stage, double) override { seen.push_back("stage:" + stage); }
  void event(const std::string& name, const std::string&) override { seen.push_back("event:" + name); }
  bool cancelled() const override { return cancel; }
  std::vector<std::string> seen;
  bool cancel = false;
};

class CountingObserver : public PipelineObserver {
 public:
  void on_stage(const std::string&, const std::string&) override {}
  void on_card(const std::string&, const std::vector<sdk::Remark>& remarks) override {
    std::lock_guard lock(mutex);
    cards += static_cast<int>(remarks.size());
  }
  void on_engine_done(const EngineRun&, int, int) override {}
  bool cancelled() const override { return false; }
  std::mutex mutex;
  int cards = 0;
};

struct Fixture {
  test::TempDir dir;
  Database db{dir.path() + "/db.sqlite"};
  PasswordHasher hasher;
  sdk::User user = UserStore(db, hasher).create("writer", "password-of-writer", "user", "Writer").user;
  OriginalStore originals{db, dir.path()};
  Fetcher outgoing{FetchPolicy{}};
  Pipeline pipeline{std::chrono::seconds(30), 2};
  MarkingEngine engine;
  CheckWorkflow checks{{HistoryStore(db), RemarkExceptions(db), TeamDictionary(db), originals},
                       outgoing,
                       [this] { return std::vector<sdk::Engine*>{&engine}; },
                       "v2",
                       pipeline};

  JobRequest text_request(const std::string& text) {
    JobRequest request;
    request.user = user;
    request.source.kind = "text";
    request.source.content = text;
    return request;
  }
  JobSnapshot job(const std::string& id, const std::string& kind = "text") {
    JobSnapshot s;
    s.id = id;
    s.source_kind = kind;
    s.source_name = kind == "file" ? "notes.txt" : "";
    s.created_at = "2026-11-27T08:00:00.000000Z";
    return s;
  }
  int checks_recorded() {
    int n = 0;
    auto session = db.session();
    session << "SELECT COUNT(*) FROM check_history", Poco::Data::Keywords::into(n), Poco::Data::Keywords::now;
    return n;
  }
  Poco::JSON::Object::Ptr report(std::int64_t history_id) {
    const auto entry = HistoryStore(db).entry(history_id, user);
    REQUIRE(entry);
    return entry->report;
  }
};

std::vector<std::string> categories_of(const Poco::JSON::Object::Ptr& report) {
  std::vector<std::string> out;
  const auto remarks = report->getArray("remarks");
  for (std::size_t i = 0; i < remarks->size(); ++i)
    out.push_back(remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("category"));
  return out;
}

}  // namespace

TEST_CASE("check workflow: a text check streams its stages and events and records its report") {
  Fixture f;
  auto request = f.text_request("Тут ошибко и очень много слов.");
  RecordingProgress progress;
  auto observer = std::make_shared<CountingObserver>();
  const auto history_id = f.checks.run(request, f.job("job-1"), progress, observer);
  REQUIRE(history_id);
  CHECK(progress.seen ==
        std::vector<std::string>{"stage:extracting", "event:progress", "event:document", "stage:report"});
  CHECK(observer->cards == 2);
  const auto report = f.report(*history_id);
  CHECK(report->getValue<std::string>("job_id") == "job-1");
  CHECK(categories_of(report).size() == 2);
  CHECK(request.source.content.empty());  // the text is not kept in memory past its extraction
}

TEST_CASE("check workflow: a team dictionary word is not a spelling mistake, other remarks stay") {
  Fixture f;
  TeamDictionary(f.db).add("ошибко", "", f.user.id);
  auto request = f.text_request("Тут ошибко и очень много слов.");
  RecordingProgress progress;
  const auto history_id =
      f.checks.run(request, f.job("job-2"), progress, std::make_shared<CountingObserver>());
  REQUIRE(history_id);
  CHECK(categories_of(f.report(*history_id)) == std::vector<std::string>{"style"});
}

TEST_CASE("check workflow: an uploaded text file is kept and linked to its check for writing back") {
  Fixture f;
  JobRequest request;
  request.user = f.user;
  request.source.kind = "file";
  request.source.name = "notes.txt";
  request.source.content = "Тут ошибко.\n";
  detect_source_format(request.source);
  RecordingProgress progress;
  const auto history_id =
      f.checks.run(request, f.job("job-3", "file"), progress, std::make_shared<CountingObserver>());
  REQUIRE(history_id);
  const auto kept = f.originals.of(*history_id);
  REQUIRE(kept);
  CHECK(f.originals.address_of(*history_id));
}

TEST_CASE("check workflow: a check cancelled before its report records nothing and keeps no upload") {
  Fixture f;
  JobRequest request = f.text_request("Тут ошибко.");
  RecordingProgress progress;
  progress.cancel = true;
  CHECK_FALSE(f.checks.run(request, f.job("job-4"), progress, std::make_shared<CountingObserver>()));
  CHECK(std::find(progress.seen.begin(), progress.seen.end(), "stage:report") == progress.seen.end());
  CHECK(f.checks_recorded() == 0);
}

TEST_CASE(
    "check workflow: a check run at once, without a job, gives the pipeline's result and records nothing") {
  Fixture f;
  const auto request = f.text_request("Очень просто: ошибко.");
  const auto document = f.checks.load(request.source);
  const auto result = f.checks.check_now(request, document);
  CHECK(result.remarks.size() == 1);  // "Очень" is capitalised; only the spelling one matches
  CHECK(f.checks_recorded() == 0);
}
