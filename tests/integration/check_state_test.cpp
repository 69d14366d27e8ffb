// A check is a document the writer works on (issue 37): the fixes accepted on
// it are kept with it, in order, for its owner; a remark dismissed on one
// check of a file stays dismissed on the next check of the same file while
// its sentence is unchanged. Through the real host.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>

#include "../unit/extract/zip_fixture.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

struct Check {
  std::string history;  // the check's history path, /api/checks/history/{id}
  Poco::JSON::Array::Ptr remarks;
};

Check check_of(HttpClient& client, const std::string& job) {
  auto report = client.get("/api/jobs/" + job + "/report").json();
  return {"/api/checks/history/" + std::to_string(report->getValue<std::int64_t>("history_id")),
          report->getArray("remarks")};
}

std::vector<std::string> ids_at(HttpClient& client, const std::string& path) {
  auto body = client.get(path);
  REQUIRE(body.status == 200);
  std::vector<std::string> ids;
  const auto list = body.json()->getArray("remark_ids");
  for (std::size_t i = 0; i < list->size(); ++i) ids.push_back(list->getElement<std::string>(i));
  return ids;
}

std::string id_of(const Poco::JSON::Array::Ptr& remarks, std::size_t i) {
  return remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("id");
}

// A DOCX of paragraphs, one a sentence each.
std::string docx_of(const std::vector<std::string>& paragraphs) {
  std::string body;
  for (const auto& p : paragraphs)
    body += R"(<w:p><w:r><w:t xml:space="preserve">)" + p + "</w:t></w:r></w:p>";
  return make_docx(body);
}

}  // namespace

TEST_CASE("accepted fixes are kept with their check, in the order accepted, for its owner or an admin") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  auto ann = new_user(host.base_url(), admin, "ann");
  auto eve = new_user(host.base_url(), admin, "eve");
  const auto check = check_of(ann, run_job(ann, "text", "",
                                           "Войдите администратором , затем закройте.\n\n"
                                           "Нажмите \"Сохранить\" , и всё."));
  REQUIRE(check.remarks->size() >= 2);
  const std::string path = check.history + "/acceptances";
  CHECK(ids_at(ann, path).empty());

  // Accepted last first: the order kept is the order accepted, and accepting again changes nothing.
  const auto first = id_of(check.remarks, 0), last = id_of(check.remarks, check.remarks->size() - 1);
  auto put = ann.request("PUT", path + "/" + last);
  REQUIRE(put.status == 200);
  CHECK(put.json()->getValue<bool>("accepted"));
  REQUIRE(ann.request("PUT", path + "/" + first).status == 200);
  REQUIRE(ann.request("PUT", path + "/" + last).status == 200);
  CHECK(ids_at(ann, path) == std::vector<std::string>{last, first});

  // Another user neither sees nor changes them (404, the check is hidden); an admin may.
  for (auto [method, target] :
       {std::pair{"GET", path}, {"PUT", path + "/" + first}, {"DELETE", path + "/" + first}}) {
    auto refused = eve.request(method, target);
    CHECK(refused.status == 404);
    CHECK(refused.json()->getObject("error")->getValue<std::string>("code") == "not_found");
  }
  CHECK(ids_at(admin, path) == std::vector<std::string>{last, first});
  CHECK(ann.request("PUT", path + "/no-such-remark").status == 404);

  // Taken back, it is gone; the other stays.
  REQUIRE(admin.request("DELETE", path + "/" + last).status == 200);
  CHECK(ids_at(ann, path) == std::vector<std::string>{first});

  // The check deleted, its acceptances go with it.
  REQUIRE(ann.request("DELETE", check.history).status == 200);
  CHECK(ann.get(path).status == 404);
}

TEST_CASE("a remark without a fix cannot be accepted: 400 in the one error shape") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  const auto check = check_of(admin, run_job(admin, "text", "", "Первый TODO здесь."));
  REQUIRE(check.remarks->size() == 1);
  REQUIRE(check.remarks->getObject(0)->getArray("suggestions")->size() == 0);
  auto refused = admin.request("PUT", check.history + "/acceptances/" + id_of(check.remarks, 0));
  CHECK(refused.status == 400);
  CHECK(refused.json()->getObject("error")->getValue<std::string>("code") == "bad_request");
  CHECK(ids_at(admin, check.history + "/acceptances").empty());
}

TEST_CASE(
    "a dismissal follows its sentence into the next check of the same file until the sentence changes") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  auto eve = new_user(host.base_url(), admin, "eve");
  const std::string kept = "Войдите администратором , затем закройте.";
  const auto first = check_of(admin, run_job(admin, "file", "doc.docx", docx_of({kept})));
  REQUIRE(first.remarks->size() == 1);
  REQUIRE(admin.request("PUT", first.history + "/dismissals/" + id_of(first.remarks, 0)).status == 200);

  // The same file again, the sentence moved down a paragraph: still dismissed.
  const auto again = check_of(admin, run_job(admin, "file", "doc.docx", docx_of({"Новое начало.", kept})));
  REQUIRE(again.remarks->size() == 1);
  CHECK(ids_at(admin, again.history + "/dismissals") == std::vector<std::string>{id_of(again.remarks, 0)});

  // Another file name is another document, and so is another user's doc.docx.
  const auto other = check_of(admin, run_job(admin, "file", "other.docx", docx_of({kept})));
  CHECK(ids_at(admin, other.history + "/dismissals").empty());
  const auto eves = check_of(eve, run_job(eve, "file", "doc.docx", docx_of({kept})));
  CHECK(ids_at(eve, eves.history + "/dismissals").empty());

  // The sentence changed: shown again.
  const auto changed = check_of(
      admin, run_job(admin, "file", "doc.docx", docx_of({"Войдите администратором , затем выйдите."})));
  REQUIRE(changed.remarks->size() == 1);
  CHECK(ids_at(admin, changed.history + "/dismissals").empty());

  // Equal sentences are told apart by their order: the second one's dismissal leaves the first.
  const auto twice = check_of(admin, run_job(admin, "file", "twice.docx", docx_of({kept, kept})));
  REQUIRE(twice.remarks->size() == 2);
  const auto second_of_two = twice.remarks->getObject(0)->getValue<int>("block") == 1
                                 ? id_of(twice.remarks, 0)
                                 : id_of(twice.remarks, 1);
  REQUIRE(admin.request("PUT", twice.history + "/dismissals/" + second_of_two).status == 200);
  CHECK(ids_at(admin, twice.history + "/dismissals") == std::vector<std::string>{second_of_two});

  // Shown again on the second check, it is shown again on the first too (one dismissal, of the sentence).
  REQUIRE(admin.request("DELETE", again.history + "/dismissals/" + id_of(again.remarks, 0)).status == 200);
  CHECK(ids_at(admin, first.history + "/dismissals").empty());
}
