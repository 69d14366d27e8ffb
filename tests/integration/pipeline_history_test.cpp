// Check history and insights through the real host: every finished job is
// listed, filtered, reopened, deleted; insights count what was stored.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>

#include <fstream>
#include <iterator>
#include <thread>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

std::int64_t count_of(const Poco::JSON::Array::Ptr& counts, const std::string& key) {
  for (std::size_t i = 0; i < counts->size(); ++i)
    if (counts->getObject(static_cast<unsigned>(i))->getValue<std::string>("key") == key)
      return counts->getObject(static_cast<unsigned>(i))->getValue<std::int64_t>("count");
  return 0;
}

}  // namespace

TEST_CASE("history lists each user's checks with filters and paging, insights count them, owners delete") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  auto bob = new_user(host.base_url(), admin, "bob");

  const auto admin_text = run_job(admin, "text", "", "Первый абзац TODO.");
  run_job(admin, "file", "notes.txt", "Файл TODO и FIXME.\n\nЕщё TODO.");
  const auto bob_text = run_job(bob, "text", "", "Текст Боба FIXME и ещё слова тут.");

  SECTION("a user sees only their own checks, an admin everyone's") {
    auto mine = bob.get("/api/checks/history").json();
    REQUIRE(mine->getValue<int>("total") == 1);
    auto item = mine->getArray("items")->getObject(0);
    CHECK(item->getValue<std::string>("user") == "bob");
    CHECK(item->getObject("source")->getValue<std::string>("kind") == "text");
    CHECK(item->getValue<int>("total") == 1);
    CHECK(item->getValue<int>("words") == 7);
    CHECK(item->getObject("by_category")->getValue<int>("style") == 1);
    CHECK(item->has("styleguide"));
    CHECK(admin.get("/api/checks/history").json()->getValue<int>("total") == 3);
    CHECK(admin.get("/api/checks/history?user=bob").json()->getValue<int>("total") == 1);
    CHECK(bob.get("/api/checks/history?user=admin").status == 403);
  }

  SECTION("filters by source and date, pages newest first") {
    auto files = admin.get("/api/checks/history?source=file").json();
    REQUIRE(files->getValue<int>("total") == 1);
    auto file_item = files->getArray("items")->getObject(0);
    CHECK(file_item->getObject("source")->getValue<std::string>("name") == "notes.txt");
    CHECK(file_item->getValue<int>("total") == 3);
    CHECK(admin.get("/api/checks/history?from=2999-01-01").json()->getValue<int>("total") == 0);
    CHECK(admin.get("/api/checks/history?to=2000-01-01").json()->getValue<int>("total") == 0);
    CHECK(admin.get("/api/checks/history?from=2000-01-01&to=2999-12-31").json()->getValue<int>("total") == 3);
    CHECK(admin.get("/api/checks/history?from=yesterday").status == 400);
    auto page1 = admin.get("/api/checks/history?per_page=2&page=1").json();
    auto page2 = admin.get("/api/checks/history?per_page=2&page=2").json();
    CHECK(page1->getArray("items")->size() == 2);
    REQUIRE(page2->getArray("items")->size() == 1);
    CHECK(page1->getValue<int>("per_page") == 2);
    // Newest first: the first check of all is the last item of the last page.
    const auto oldest = page2->getArray("items")->getObject(0)->getValue<std::int64_t>("id");
    auto report = admin.get("/api/checks/history/" + std::to_string(oldest));
    REQUIRE(report.status == 200);
    CHECK(report.json()->getValue<std::string>("job_id") == admin_text);
  }

  SECTION("the saved report is the job's, visible to its owner and admins only") {
    const auto id =
        bob.get("/api/checks/history").json()->getArray("items")->getObject(0)->getValue<std::int64_t>("id");
    auto saved = bob.get("/api/checks/history/" + std::to_string(id));
    REQUIRE(saved.status == 200);
    CHECK(saved.json()->getValue<std::string>("job_id") == bob_text);
    CHECK(saved.body == bob.get("/api/jobs/" + bob_text + "/report").body);
    CHECK(admin.get("/api/checks/history/" + std::to_string(id)).status == 200);
    const auto admins = admin.get("/api/checks/history?user=admin")
                            .json()
                            ->getArray("items")
                            ->getObject(0)
                            ->getValue<std::int64_t>("id");
    CHECK(bob.get("/api/checks/history/" + std::to_string(admins)).status == 404);
    CHECK(bob.request("DELETE", "/api/checks/history/" + std::to_string(admins)).status == 404);
    CHECK(bob.get("/api/checks/history/abc").status == 404);
  }

  SECTION("insights count by category, rule, engine, user and day; per 1000 words; deletes drop out") {
    auto all = admin.get("/api/checks/insights").json();
    CHECK(all->getValue<int>("checks") == 3);
    CHECK(all->getValue<int>("total_remarks") == 5);
    CHECK(count_of(all->getArray("by_category"), "style") == 5);
    CHECK(count_of(all->getArray("by_rule"), "example.marker") == 5);
    CHECK(count_of(all->getArray("by_engine"), "example-engine") == 5);
    CHECK(count_of(all->getArray("by_severity"), "warning") == 5);
    CHECK(count_of(all->getArray("by_user"), "bob") == 1);
    CHECK(count_of(all->getArray("by_user"), "admin") == 4);
    auto top = all->getArray("top_remarks")->getObject(0);
    CHECK(top->getValue<std::string>("rule_id") == "example.marker");
    CHECK(top->getValue<std::string>("message").find("TODO") != std::string::npos);
    CHECK(top->getValue<int>("count") == 3);
    auto over_time = all->getArray("over_time");
    REQUIRE(over_time->size() == 1);
    auto day = over_time->getObject(0);
    CHECK(day->getValue<int>("remarks") == 5);
    CHECK(day->getValue<double>("per_1000_words") == Approx(5000.0 / day->getValue<double>("words")));
    auto per_category = all->getArray("by_period_category");
    REQUIRE(per_category->size() == 1);
    CHECK(per_category->getObject(0)->getValue<std::string>("period") ==
          day->getValue<std::string>("period"));
    CHECK(per_category->getObject(0)->getValue<std::string>("category") == "style");
    CHECK(per_category->getObject(0)->getValue<int>("count") == 5);
    CHECK(count_of(all->getArray("by_guide"), "default-ru") == 5);
    auto weekly = admin.get("/api/checks/insights?group=week").json();
    REQUIRE(weekly->getArray("by_period")->size() == 1);
    CHECK(weekly->getArray("by_period")->getObject(0)->getValue<std::string>("key").find("-W") == 4);
    CHECK(admin.get("/api/checks/insights?group=month").status == 400);
    CHECK(admin.get("/api/checks/insights?source=file").json()->getValue<int>("total_remarks") == 3);
    CHECK(bob.get("/api/checks/insights").json()->getValue<int>("total_remarks") == 1);

    const auto id =
        bob.get("/api/checks/history").json()->getArray("items")->getObject(0)->getValue<std::int64_t>("id");
    REQUIRE(bob.request("DELETE", "/api/checks/history/" + std::to_string(id)).status == 200);
    CHECK(bob.get("/api/checks/history").json()->getValue<int>("total") == 0);
    CHECK(bob.get("/api/checks/insights").json()->getValue<int>("total_remarks") == 0);
    CHECK(admin.get("/api/checks/insights").json()->getValue<int>("total_remarks") == 4);
  }
}

TEST_CASE(
    "a history entry and its job lead to each other: job_id in the list and the entry, history_id in the "
    "report") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  const std::vector<std::string> jobs = {run_job(admin, "text", "", "Первый TODO."),
                                         run_job(admin, "text", "", "Второй FIXME.")};
  auto items = admin.get("/api/checks/history").json()->getArray("items");
  REQUIRE(items->size() == 2);
  for (const auto& job : jobs) {
    auto report = admin.get("/api/jobs/" + job + "/report");
    REQUIRE(report.status == 200);
    const auto history_id = report.json()->getValue<std::int64_t>("history_id");
    // The list item with that id names this job, and so does the entry itself.
    int listed = 0;
    for (std::size_t i = 0; i < items->size(); ++i) {
      auto item = items->getObject(static_cast<unsigned>(i));
      if (item->getValue<std::int64_t>("id") != history_id) continue;
      ++listed;
      CHECK(item->getValue<std::string>("job_id") == job);
    }
    CHECK(listed == 1);
    auto entry = admin.get("/api/checks/history/" + std::to_string(history_id));
    REQUIRE(entry.status == 200);
    CHECK(entry.json()->getValue<std::string>("job_id") == job);
  }
}

TEST_CASE(
    "a remark dismissed as «not an error here» stays dismissed on its check, for its owner, and counts") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  auto eve = new_user(host.base_url(), admin, "eve");
  const std::string text = "Первый TODO здесь.\n\nВторой TODO там.";
  const auto job = run_job(admin, "text", "", text);
  auto report = admin.get("/api/jobs/" + job + "/report").json();
  const auto history = std::to_string(report->getValue<std::int64_t>("history_id"));
  auto remarks = report->getArray("remarks");
  REQUIRE(remarks->size() == 2);
  const auto first = remarks->getObject(0)->getValue<std::string>("id");
  const auto rule = remarks->getObject(0)->getValue<std::string>("rule_id");
  const std::string path = "/api/checks/history/" + history + "/dismissals";
  auto dismissed = [&](HttpClient& c) { return c.get(path).json()->getArray("remark_ids"); };
  CHECK(dismissed(admin)->size() == 0);

  REQUIRE(admin.request("PUT", path + "/" + first).status == 200);
  REQUIRE(admin.request("PUT", path + "/" + first).status == 200);  // again: no second record
  auto ids = dismissed(admin);
  REQUIRE(ids->size() == 1);
  CHECK(ids->getElement<std::string>(0) == first);
  auto insights = admin.get("/api/checks/insights").json();
  CHECK(count_of(insights->getArray("dismissed_by_rule"), rule) == 1);

  // Another user neither sees nor changes them; a remark the check lacks is not found.
  CHECK(eve.get(path).status == 404);
  CHECK(eve.request("PUT", path + "/" + first).status == 404);
  CHECK(eve.request("DELETE", path + "/" + first).status == 404);
  CHECK(admin.request("PUT", path + "/no-such-remark").status == 404);
  CHECK(admin.request("PUT", "/api/checks/history/999999/dismissals/" + first).status == 404);

  // Pasted text is its own document: the same text checked again starts with nothing dismissed.
  const auto again = run_job(admin, "text", "", text);
  const auto again_history = std::to_string(
      admin.get("/api/jobs/" + again + "/report").json()->getValue<std::int64_t>("history_id"));
  CHECK(admin.get("/api/checks/history/" + again_history + "/dismissals")
            .json()
            ->getArray("remark_ids")
            ->size() == 0);

  REQUIRE(admin.request("DELETE", path + "/" + first).status == 200);
  CHECK(dismissed(admin)->size() == 0);
  CHECK(count_of(admin.get("/api/checks/insights").json()->getArray("dismissed_by_rule"), rule) == 0);
}

TEST_CASE(
    "«never for this term» drops the rule on that term from later checks of the guide until an admin deletes "
    "it") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  auto ann = new_user(host.base_url(), admin, "ann");
  const std::string text = "Здесь TODO и FIXME.\n\nЕщё TODO тут.";
  auto report_of = [&](HttpClient& c, const std::string& job) {
    return c.get("/api/jobs/" + job + "/report").json();
  };
  auto report = report_of(ann, run_job(ann, "text", "", text));
  auto remarks = report->getArray("remarks");
  REQUIRE(remarks->size() == 3);
  Poco::JSON::Object::Ptr todo;
  for (std::size_t i = 0; i < remarks->size(); ++i)
    if (remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("fragment") == "TODO")
      todo = remarks->getObject(static_cast<unsigned>(i));
  REQUIRE(todo);
  const auto history = std::to_string(report->getValue<std::int64_t>("history_id"));

  // Another user cannot make one from a check they do not see; a remark the check lacks is not found.
  auto max = new_user(host.base_url(), admin, "max");
  CHECK(max.request("POST",
                    "/api/checks/history/" + history + "/exceptions/" + todo->getValue<std::string>("id"))
            .status == 404);
  CHECK(ann.request("POST", "/api/checks/history/" + history + "/exceptions/r999").status == 404);

  auto made = ann.request(
      "POST", "/api/checks/history/" + history + "/exceptions/" + todo->getValue<std::string>("id"));
  REQUIRE(made.status == 201);
  const auto exception = made.json()->getValue<std::int64_t>("id");
  CHECK(made.json()->getValue<std::string>("term") == "TODO");

  // The next check, by anyone, of the same guide: both TODO are gone (the term is kept lower-cased and
  // compared so), FIXME stays.
  auto later = report_of(max, run_job(max, "text", "", text));
  auto left = later->getArray("remarks");
  REQUIRE(left->size() == 1);
  CHECK(left->getObject(0)->getValue<std::string>("fragment") == "FIXME");

  // Admins review them; others may not.
  CHECK(ann.get("/api/rule-exceptions").status == 403);
  auto listed = admin.get("/api/rule-exceptions").json()->getArray("exceptions");
  REQUIRE(listed->size() == 1);
  CHECK(listed->getObject(0)->getValue<std::string>("term") == "todo");
  CHECK(listed->getObject(0)->getValue<std::string>("user") == "ann");
  CHECK(ann.request("DELETE", "/api/rule-exceptions/" + std::to_string(exception)).status == 403);
  REQUIRE(admin.request("DELETE", "/api/rule-exceptions/" + std::to_string(exception)).status == 200);
  CHECK(admin.request("DELETE", "/api/rule-exceptions/" + std::to_string(exception)).status == 404);
  CHECK(report_of(max, run_job(max, "text", "", text))->getArray("remarks")->size() == 3);
  // Both changes are in the audit log.
  std::ifstream audit(host.data_dir() + "/audit.jsonl");
  const std::string audit_text((std::istreambuf_iterator<char>(audit)), std::istreambuf_iterator<char>());
  CHECK(audit_text.find("rule_exception.create") != std::string::npos);
  CHECK(audit_text.find("rule_exception.delete") != std::string::npos);
}
