// The document repository section through the real host: upload and versions,
// safe downloads, hostile names, the size limit, search with word forms,
// a zip bomb, concurrent uploads, a crash mid-upload, checks, permissions,
// archive, the folder zip and the feature flag.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/Net/SocketAddress.h>
#include <Poco/Net/StreamSocket.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include "../unit/extract/zip_fixture.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;
using Poco::JSON::Object;

namespace {

Env documents_env(Env extra = {}) {
  extra.emplace("PROOFREADER_SECTIONS", "documents");
  return extra;
}

HttpClient admin_client(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

HttpClient user_client(const HostProcess& host, HttpClient& admin, const std::string& login) {
  REQUIRE(
      admin.post_json("/api/users", R"({"login":")" + login + R"(","password":"password-1","role":"user"})")
          .status == 201);
  HttpClient c(host.base_url());
  REQUIRE(c.login(login, "password-1").status == 200);
  return c;
}

HttpResult upload(HttpClient& c, const std::string& name, const std::string& content, std::int64_t folder = 0,
                  const std::string& comment = "") {
  auto [body, type] = multipart(
      {{"file", name, content}, {"folder_id", "", std::to_string(folder)}, {"comment", "", comment}});
  return c.request("POST", "/api/repo/files", body, type);
}

std::int64_t create_folder(HttpClient& c, const std::string& name, std::int64_t parent = 0) {
  auto r = c.post_json("/api/repo/folders",
                       R"({"name":")" + name + R"(","parent_id":)" + std::to_string(parent) + "}");
  REQUIRE(r.status == 201);
  return r.json()->getValue<std::int64_t>("id");
}

// The text both check cases upload: two passive constructions the morphology engine remarks on.
const std::string kPassiveText = "Отчёт был написан сотрудником. Файл был удалён администратором.";

// Starts a language-only check of version 1 of `file`; returns its job id.
std::string start_check(HttpClient& c, std::int64_t file) {
  auto r = c.post_json("/api/repo/files/" + std::to_string(file) + "/versions/1/check",
                       R"({"check_styleguide":false,"check_consistency":false})");
  REQUIRE(r.status == 202);
  return r.json()->getValue<std::string>("job_id");
}

Object::Ptr version_of(HttpClient& c, std::int64_t file, int number) {
  auto versions = c.get("/api/repo/files/" + std::to_string(file)).json()->getArray("versions");
  return versions->getObject(static_cast<unsigned>(number - 1));
}

// Waits (up to a minute, on a busy machine) until the version leaves the
// index queue; returns its entry.
Object::Ptr wait_indexed(HttpClient& c, std::int64_t file, int number) {
  for (int i = 0; i < 1200; ++i) {
    auto v = version_of(c, file, number);
    if (v->getValue<std::string>("index_state") != "pending") return v;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  FAIL("version was not indexed");
  return nullptr;
}

Object::Ptr health(HttpClient& admin) {
  auto r = admin.get("/api/repo/health");
  REQUIRE(r.status == 200);
  return r.json();
}

std::size_t files_below(const std::string& dir) {
  std::size_t n = 0;
  if (!std::filesystem::exists(dir)) return 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file()) ++n;
  return n;
}

std::string json_name(const std::string& name) {
  Object::Ptr o = new Object;
  o->set("name", name);
  std::ostringstream out;
  o->stringify(out);  // control characters become \u escapes
  return out.str();
}

std::string section_dir(const HostProcess& host) {
  return host.data_dir() + "/plugins/documents";
}

std::string search_path(const std::string& q, const std::string& extra = "") {
  std::string encoded;
  static const char* hex = "0123456789ABCDEF";
  for (unsigned char ch : q) {
    if (std::isalnum(ch)) {
      encoded += static_cast<char>(ch);
    } else {
      encoded += '%';
      encoded += hex[ch >> 4];
      encoded += hex[ch & 15];
    }
  }
  return "/api/repo/search?q=" + encoded + extra;
}

}  // namespace

TEST_CASE("documents: the same name in a folder becomes the next version — downloads are safe attachments") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  const auto folder = create_folder(admin, "Руководства");
  auto first = upload(admin, "Руководство.txt", "Первая версия.", folder, "черновик");
  REQUIRE(first.status == 201);
  const auto id = first.json()->getValue<std::int64_t>("id");
  CHECK(first.json()->getValue<int>("version") == 1);
  auto second = upload(admin, "Руководство.txt", "<html><script>alert(1)</script></html>", folder);
  REQUIRE(second.status == 201);
  CHECK(second.json()->getValue<std::int64_t>("id") == id);
  CHECK(second.json()->getValue<int>("version") == 2);

  auto file = admin.get("/api/repo/files/" + std::to_string(id));
  REQUIRE(file.status == 200);
  auto versions = file.json()->getArray("versions");
  REQUIRE(versions->size() == 2);
  auto v1 = versions->getObject(0);
  CHECK(v1->getValue<int>("number") == 1);
  CHECK(v1->getValue<int>("size") == static_cast<int>(std::string("Первая версия.").size()));
  CHECK(v1->getValue<std::string>("sha256").size() == 64);
  CHECK(v1->getValue<std::string>("content_type") == "text/plain; charset=utf-8");
  CHECK(v1->getValue<std::string>("uploaded_by") == "admin");
  CHECK(v1->getValue<std::string>("comment") == "черновик");
  CHECK(v1->has("uploaded_at"));
  CHECK(v1->isNull("remarks"));
  CHECK(versions->getObject(1)->getValue<std::string>("content_type") == "text/html; charset=utf-8");

  auto d1 = admin.get("/api/repo/files/" + std::to_string(id) + "/versions/1/download");
  REQUIRE(d1.status == 200);
  CHECK(d1.body == "Первая версия.");
  CHECK(d1.header("content-disposition").find("attachment;") == 0);
  CHECK(d1.header("content-disposition").find("filename*=UTF-8''%D0%A0%D1%83") != std::string::npos);
  CHECK(d1.header("x-content-type-options") == "nosniff");
  CHECK(d1.header("etag") == "\"" + v1->getValue<std::string>("sha256") + "\"");
  auto d2 = admin.get("/api/repo/files/" + std::to_string(id) + "/versions/2/download");
  CHECK(d2.body == "<html><script>alert(1)</script></html>");
  CHECK(d2.header("content-type") == "text/html; charset=utf-8");
  CHECK(d2.header("content-security-policy") == "sandbox");
  CHECK(d2.header("content-disposition").find("attachment;") == 0);
  auto cached = admin.request("GET", "/api/repo/files/" + std::to_string(id) + "/versions/1/download", "", "",
                              {{"If-None-Match", d1.header("etag")}});
  CHECK(cached.status == 304);
  CHECK(cached.body.empty());
  CHECK(admin.get("/api/repo/files/" + std::to_string(id) + "/versions/3/download").status == 404);
  CHECK(admin.get("/api/repo/files/999/versions/1/download").status == 404);

  // Identical content is stored once.
  REQUIRE(upload(admin, "copy.txt", "Первая версия.", folder).status == 201);
  auto h = health(admin);
  CHECK(h->getValue<int>("files") == 2);
  CHECK(h->getValue<int>("versions") == 3);
  CHECK(files_below(section_dir(host) + "/blobs") == 2);
  CHECK(h->getValue<bool>("writable"));
  CHECK(h->getArray("blobs_without_metadata")->size() == 0);
  CHECK(h->getArray("metadata_without_blobs")->size() == 0);
  auto full = admin.get("/api/health/full").json()->getObject("repository");
  REQUIRE(full);
  CHECK(full->getValue<std::string>("status") == "ok");
  CHECK(full->getValue<int>("files") == 2);
  CHECK(full->getValue<int>("versions") == 3);
}

TEST_CASE("documents: hostile names are refused with a clear error and nothing stored") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  for (const std::string& name :
       {std::string("../x"), std::string("/etc"), std::string("a\\b"), std::string("a\0b", 3),
        std::string(300, 'a'), std::string(".."), std::string("a\x01z")}) {
    INFO(name.size());
    // Control characters and "\" do not survive a multipart header (Poco's
    // parser drops the one and reads the other as an escape); they are tested
    // through JSON names below.
    if (std::none_of(name.begin(), name.end(),
                     [](char ch) { return (ch >= 0 && ch < 0x20) || ch == '\\'; })) {
      auto r = upload(admin, name, "content");
      CHECK(r.status == 400);
      CHECK(r.error_code() == "bad_name");
    }
    auto f = admin.post_json("/api/repo/folders", json_name(name));
    CHECK(f.status == 400);
    CHECK(f.error_code() == "bad_name");
  }
  // Names differing only in normalisation are one name.
  REQUIRE(upload(admin, "\xd0\xb9.txt", "precomposed").status == 201);
  auto again = upload(admin, "\xd0\xb8\xcc\x86.txt", "decomposed");
  CHECK(again.status == 201);
  CHECK(again.json()->getValue<int>("version") == 2);  // the same file, NFC
  create_folder(admin, "й");
  auto folder = admin.post_json("/api/repo/folders", "{\"name\":\"\xd0\xb8\xcc\x86\"}");
  CHECK(folder.status == 409);
  CHECK(folder.error_code() == "name_taken");
  auto h = health(admin);
  CHECK(h->getValue<int>("files") == 1);
  CHECK(files_below(section_dir(host) + "/tmp") == 0);
}

TEST_CASE("documents: an upload past REPO_MAX_FILE_BYTES is 413 and leaves nothing") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  auto r = upload(admin, "big.txt", std::string(25'000'001, 'a'));
  CHECK(r.status == 413);
  CHECK(r.error_code() == "file_too_large");
  auto h = health(admin);
  CHECK(h->getValue<int>("files") == 0);
  CHECK(files_below(section_dir(host) + "/blobs") == 0);
  CHECK(files_below(section_dir(host) + "/tmp") == 0);
  CHECK(upload(admin, "exact.txt", std::string(25'000'000, 'a')).status == 201);
}

TEST_CASE("documents: search finds word forms in the latest version, with marked snippets and filters") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  const auto folder = create_folder(admin, "Админ");
  const auto a =
      upload(admin, "setup.txt", "Скопируйте файлы на сервер.\n\nЗатем перезапустите службу.", folder)
          .json()
          ->getValue<std::int64_t>("id");
  const auto b = upload(admin, "list.md", "# Список\n\nСписок файлов сервера <b>важен</b>.")
                     .json()
                     ->getValue<std::int64_t>("id");
  CHECK(wait_indexed(admin, a, 1)->getValue<bool>("searchable"));
  CHECK(wait_indexed(admin, b, 1)->getValue<bool>("searchable"));

  auto r = admin.get(search_path("файлом"));
  REQUIRE(r.status == 200);
  CHECK(r.json()->getValue<int>("total") == 2);
  auto items = r.json()->getArray("items");
  REQUIRE(items->size() == 2);
  std::set<std::string> paths;
  for (std::size_t i = 0; i < items->size(); ++i) {
    auto item = items->getObject(static_cast<unsigned>(i));
    paths.insert(item->getValue<std::string>("path"));
    CHECK(item->getValue<int>("version") == 1);
    CHECK(item->getValue<std::string>("snippet").find("<mark>файл") != std::string::npos);
  }
  CHECK(paths == std::set<std::string>{"Админ/setup.txt", "list.md"});
  auto scoped = admin.get(search_path("файлом", "&folder_id=" + std::to_string(folder))).json();
  CHECK(scoped->getValue<int>("total") == 1);

  // FTS syntax is only text; a 10 000-character query is refused clearly.
  for (const std::string q : {"\"файл", "файл*", "NEAR(файл сервер)", "файл OR сервер", "-файл", "a:b ^c",
                              "((", "\"\"", "файл AND"}) {
    INFO(q);
    auto s = admin.get(search_path(q));
    CHECK((s.status == 200 || s.status == 400));
    if (s.status == 400) CHECK(s.error_code() == "empty_query");
  }
  auto long_query = admin.get(search_path(std::string(10000, 'a')));
  CHECK(long_query.status == 400);
  CHECK(long_query.error_code() == "query_too_long");
  CHECK(admin.get(search_path("")).error_code() == "empty_query");

  // A new version replaces the searchable text; archived files drop out.
  REQUIRE(upload(admin, "list.md", "Только службы.").status == 201);
  wait_indexed(admin, b, 2);
  CHECK(admin.get(search_path("файлом")).json()->getValue<int>("total") == 1);
  CHECK(admin.get(search_path("служба")).json()->getValue<int>("total") == 2);
  REQUIRE(admin.request("POST", "/api/repo/files/" + std::to_string(a) + "/archive").status == 200);
  CHECK(admin.get(search_path("файлом")).json()->getValue<int>("total") == 0);
  CHECK(admin.get(search_path("файлом", "&archived=true")).json()->getValue<int>("total") == 1);
}

TEST_CASE("documents: a DOCX zip bomb is stored, downloadable and not indexed, with the reason") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  // 100 MB of one letter in one run: deflate packs it about 1000 to 1, far
  // past the extractor's ratio limit.
  const std::string body =
      "<w:p><w:r><w:t>бомба " + std::string(std::size_t{100} << 20, 'a') + "</w:t></w:r></w:p>";
  const std::string bomb = make_docx(body);
  REQUIRE(bomb.size() < 2'000'000);
  auto r = upload(admin, "bomb.docx", bomb);
  REQUIRE(r.status == 201);
  const auto id = r.json()->getValue<std::int64_t>("id");
  auto v = wait_indexed(admin, id, 1);
  CHECK(v->getValue<std::string>("index_state") == "failed");
  CHECK_FALSE(v->getValue<bool>("searchable"));
  CHECK_FALSE(v->getValue<std::string>("not_searchable_reason").empty());
  CHECK(v->getValue<std::string>("content_type") ==
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  CHECK(admin.get(search_path("бомба")).json()->getValue<int>("total") == 0);
  CHECK(admin.get("/api/repo/files/" + std::to_string(id) + "/versions/1/download").body == bomb);
}

std::string docx_of(const std::vector<std::string>& paragraphs) {
  std::string body;
  for (const auto& p : paragraphs) body += "<w:p><w:r><w:t>" + p + "</w:t></w:r></w:p>";
  return make_docx(body);
}

TEST_CASE("documents: two versions compare block by block and word by word, bad pairs get clear errors") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  const std::string name = "Отчёт.docx";
  auto v1 = upload(admin, name,
                   docx_of({"Введение в систему.", "Сервер запускается командой start.", "Старый раздел.",
                            "Заключение."}));
  REQUIRE(v1.status == 201);
  const auto id = v1.json()->getValue<std::int64_t>("id");
  REQUIRE(upload(admin, name,
                 docx_of({"Введение в систему.", "Сервер запускается командой run сразу.", "Заключение.",
                          "Новый раздел о журналах."}))
              .status == 201);
  // A zip without a document: stored as version 3, with no text to compare.
  REQUIRE(upload(admin, name, make_zip({{"readme.txt", "не документ"}})).status == 201);
  const std::string base = "/api/repo/files/" + std::to_string(id) + "/diff";

  auto r = admin.get(base + "?from=1&to=2");
  REQUIRE(r.status == 200);
  auto body = r.json();
  CHECK(body->getObject("from")->getValue<int>("number") == 1);
  CHECK(body->getObject("to")->getValue<int>("number") == 2);
  auto counts = body->getObject("counts");
  CHECK(counts->getValue<int>("equal") == 2);
  CHECK(counts->getValue<int>("changed") == 1);
  CHECK(counts->getValue<int>("removed") == 1);
  CHECK(counts->getValue<int>("added") == 1);
  auto blocks = body->getArray("blocks");
  std::string removed, added, word_ops;
  for (std::size_t i = 0; i < blocks->size(); ++i) {
    auto b = blocks->getObject(static_cast<unsigned>(i));
    const auto op = b->getValue<std::string>("op");
    if (op == "removed") removed = b->getValue<std::string>("from_text");
    if (op == "added") added = b->getValue<std::string>("to_text");
    if (op != "changed") continue;
    CHECK(b->getValue<std::string>("from_text") == "Сервер запускается командой start.");
    CHECK(b->getValue<std::string>("to_text") == "Сервер запускается командой run сразу.");
    auto words = b->getArray("words");
    for (std::size_t w = 0; w < words->size(); ++w) {
      auto word = words->getObject(static_cast<unsigned>(w));
      word_ops += word->getValue<std::string>("op") + ":" + word->getValue<std::string>("text") + "|";
    }
  }
  CHECK(removed == "Старый раздел.");
  CHECK(added == "Новый раздел о журналах.");
  CHECK(word_ops.find("removed:start|") != std::string::npos);
  CHECK(word_ops.find("added:run сразу|") != std::string::npos);
  CHECK(word_ops.find("equal:Сервер запускается командой |") == 0);

  // The other way round, what was added is removed.
  auto back = admin.get(base + "?from=2&to=1").json()->getObject("counts");
  CHECK(back->getValue<int>("removed") == 1);
  CHECK(back->getValue<int>("added") == 1);

  const std::vector<std::tuple<std::string, int, std::string>> bad = {
      {"", 400, "missing_version"},
      {"?from=1", 400, "missing_version"},
      {"?from=abc&to=2", 400, "bad_request"},
      {"?from=0&to=2", 400, "bad_request"},
      {"?from=2&to=2", 400, "same_version"},
      {"?from=1&to=9", 404, "not_found"},
      {"?from=1&to=3", 422, "not_extractable"},
  };
  for (const auto& [query, status, code] : bad) {
    INFO(query);
    auto e = admin.get(base + query);
    CHECK(e.status == status);
    CHECK(e.error_code() == code);
  }
  auto unextractable = admin.get(base + "?from=3&to=1");
  CHECK(unextractable.json()->getObject("error")->getValue<std::string>("message").find("3") !=
        std::string::npos);
  CHECK(admin.get("/api/repo/files/999/diff?from=1&to=2").status == 404);
}

TEST_CASE("documents: two uploads of one name at the same moment are versions n and n+1") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  REQUIRE(upload(admin, "same.txt", "v1").status == 201);
  std::vector<int> versions(4);
  std::vector<std::thread> threads;
  for (int i = 0; i < 4; ++i)
    threads.emplace_back([&, i] {
      HttpClient c(host.base_url());
      c.set_session(admin.session());
      auto r = upload(c, "same.txt", "content " + std::to_string(i));
      versions[i] = r.status == 201 ? r.json()->getValue<int>("version") : -r.status;
    });
  for (auto& t : threads) t.join();
  CHECK(std::set<int>(versions.begin(), versions.end()) == std::set<int>{2, 3, 4, 5});
  CHECK(admin.get("/api/repo/folders/0/files").json()->getArray("files")->size() == 1);
}

TEST_CASE("documents: kill -9 during an upload leaves no half file and no orphan row") {
  TempDir data;
  {
    HostProcess host(documents_env(), data.path());
    host.start();
    auto admin = admin_client(host);
    REQUIRE(upload(admin, "kept.txt", "kept").status == 201);
    Poco::Net::StreamSocket socket(
        Poco::Net::SocketAddress("127.0.0.1", static_cast<Poco::UInt16>(host.port())));
    const std::string boundary = "killboundary";
    const std::string head =
        "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"half.txt\"\r\n\r\n";
    std::ostringstream request;
    request << "POST /api/repo/files HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: proofreader_session="
            << admin.session() << "\r\nContent-Type: multipart/form-data; boundary=" << boundary
            << "\r\nContent-Length: " << head.size() + 10'000'000 << "\r\n\r\n"
            << head;
    const std::string sent = request.str();
    socket.sendBytes(sent.data(), static_cast<int>(sent.size()));
    const std::string chunk(1'000'000, 'x');
    for (int i = 0; i < 3; ++i) socket.sendBytes(chunk.data(), static_cast<int>(chunk.size()));
    // Wait until the section is writing the upload's temporary file, then kill.
    for (int i = 0; i < 200 && files_below(data.path() + "/plugins/documents/tmp") == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(files_below(data.path() + "/plugins/documents/tmp") == 1);
    host.kill();
  }
  HostProcess again(documents_env(), data.path());
  again.start();
  auto admin = admin_client(again);
  auto h = health(admin);
  CHECK(h->getValue<int>("files") == 1);
  CHECK(h->getValue<int>("versions") == 1);
  CHECK(h->getArray("blobs_without_metadata")->size() == 0);
  CHECK(h->getArray("metadata_without_blobs")->size() == 0);
  CHECK(files_below(data.path() + "/plugins/documents/tmp") == 0);
  CHECK(files_below(data.path() + "/plugins/documents/blobs") == 1);
}

TEST_CASE("documents: checking a version runs a job whose remark count the version list shows") {
  HostProcess host(documents_env({{"PROOFREADER_ENGINES", "morphology"}}));
  host.start();
  auto admin = admin_client(host);
  const auto id = upload(admin, "text.txt", kPassiveText).json()->getValue<std::int64_t>("id");
  const auto job = start_check(admin, id);
  Object::Ptr version;
  for (int i = 0; i < 400; ++i) {
    version = version_of(admin, id, 1);
    if (!version->isNull("remarks")) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  REQUIRE_FALSE(version->isNull("remarks"));
  CHECK(version->getValue<std::string>("last_check_job") == job);
  auto report = admin.get("/api/jobs/" + job + "/report");
  REQUIRE(report.status == 200);
  CHECK(version->getValue<int>("remarks") == static_cast<int>(report.json()->getArray("remarks")->size()));
  CHECK(version->getValue<int>("remarks") > 0);  // two passive constructions
  CHECK(report.body.find("\"section\":\"documents\"") != std::string::npos);
  CHECK(admin.post_json("/api/repo/files/" + std::to_string(id) + "/versions/9/check", "{}").status == 404);
  CHECK(admin
            .post_json("/api/repo/files/" + std::to_string(id) + "/versions/1/check",
                       R"({"check_language":"maybe"})")
            .status == 400);  // the options' one reading: tests/integration/check_options_test.cpp
}

TEST_CASE("documents: a remark dismissed on one check of a version stays dismissed on the next check of it") {
  HostProcess host(documents_env({{"PROOFREADER_ENGINES", "morphology"}}));
  host.start();
  auto admin = admin_client(host);
  const auto id = upload(admin, "text.txt", kPassiveText).json()->getValue<std::int64_t>("id");
  // Checks version 1 and returns its report once the job is done.
  auto check = [&] {
    const auto job = start_check(admin, id);
    for (int i = 0; i < 400; ++i) {
      auto report = admin.get("/api/jobs/" + job + "/report");
      if (report.status == 200) return report.json();
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    FAIL("the check did not finish");
    return Object::Ptr();
  };
  auto first = check();
  auto remarks = first->getArray("remarks");
  REQUIRE(remarks->size() >= 2);
  const auto kept = remarks->getObject(0);
  const std::string first_path =
      "/api/checks/history/" + std::to_string(first->getValue<std::int64_t>("history_id")) + "/dismissals";
  REQUIRE(admin.request("PUT", first_path + "/" + kept->getValue<std::string>("id")).status == 200);

  auto second = check();
  const std::string second_path =
      "/api/checks/history/" + std::to_string(second->getValue<std::int64_t>("history_id")) + "/dismissals";
  auto ids = admin.get(second_path).json()->getArray("remark_ids");
  REQUIRE(ids->size() == 1);
  // The same remark (rule, place and fragment) of the new check, under the new check's id.
  auto again = second->getArray("remarks");
  Object::Ptr match;
  for (std::size_t i = 0; i < again->size(); ++i)
    if (again->getObject(static_cast<unsigned>(i))->getValue<std::string>("id") ==
        ids->getElement<std::string>(0))
      match = again->getObject(static_cast<unsigned>(i));
  REQUIRE(match);
  CHECK(match->getValue<std::string>("rule_id") == kept->getValue<std::string>("rule_id"));
  CHECK(match->getValue<int>("offset") == kept->getValue<int>("offset"));
  CHECK(match->getValue<std::string>("fragment") == kept->getValue<std::string>("fragment"));
  // Restored on the second check, it is shown again on both.
  REQUIRE(admin.request("DELETE", second_path + "/" + match->getValue<std::string>("id")).status == 200);
  CHECK(admin.get(first_path).json()->getArray("remark_ids")->size() == 0);
}

TEST_CASE("documents: a checked version comes back with its fixes, and saved corrected the count falls") {
  HostProcess host(documents_env({{"PROOFREADER_ENGINES", "style"}}));
  host.start();
  auto admin = admin_client(host);
  auto reader = user_client(host, admin, "reader");
  const std::string text = "Войдите администратором , затем откройте \"Настройки\".\n\nЗакройте  окно.\n";
  const auto id = upload(admin, "guide.txt", text).json()->getValue<std::int64_t>("id");
  const std::string file = "/api/repo/files/" + std::to_string(id);
  CHECK(admin.get(file + "/versions/1/document?mode=changes").status == 409);  // not checked yet

  // Checks version `n` and waits until the version list has its count.
  auto check = [&](int n) {
    REQUIRE(admin.post_json(file + "/versions/" + std::to_string(n) + "/check", "{}").status == 202);
    for (int i = 0; i < 400; ++i) {
      if (!version_of(admin, id, n)->isNull("remarks"))
        return version_of(admin, id, n)->getValue<int>("remarks");
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    FAIL("the check did not finish");
    return -1;
  };
  const int before = check(1);
  REQUIRE(before == 3);

  const auto download = admin.get(file + "/versions/1/document?mode=changes");
  REQUIRE(download.status == 200);
  CHECK(download.body == "Войдите администратором, затем откройте «Настройки».\n\nЗакройте окно.\n");
  CHECK(download.header("content-disposition").find("guide") != std::string::npos);
  const auto diff = admin.get(file + "/versions/1/document?mode=changes&diff=true");
  CHECK(diff.body.rfind("--- a/guide.txt\n+++ b/guide.txt\n", 0) == 0);
  // The check is the admin's: another reader of the repository does not get its remarks.
  CHECK(reader.get(file + "/versions/1/document?mode=changes").status == 404);
  CHECK(reader.request("POST", file + "/versions/1/corrected").status == 403);  // not the file's owner

  const auto saved = admin.request("POST", file + "/versions/1/corrected");
  REQUIRE(saved.status == 201);
  CHECK(saved.json()->getValue<int>("version") == 2);
  CHECK(saved.json()->getValue<int>("placed") == 3);
  const auto bytes = admin.get(file + "/versions/2/download");
  CHECK(bytes.body == download.body);
  // The new version is checked at once and shows the count falling.
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  int after = -1;
  for (int i = 0; i < 400 && after < 0; ++i) {
    const auto v = version_of(admin, id, 2);
    if (!v->isNull("remarks")) after = v->getValue<int>("remarks");
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  CHECK(after == 0);
  CHECK(version_of(admin, id, 1)->getValue<int>("remarks") == before);
  // Nothing left to fix: no empty version is made.
  CHECK(admin.request("POST", file + "/versions/2/corrected").status == 409);
  CHECK(admin.get(file).json()->getArray("versions")->size() == 2);
}

TEST_CASE("documents: a DOCX saved corrected is really corrected — no tracked change left, formatting kept") {
  HostProcess host(documents_env({{"PROOFREADER_ENGINES", "style"}}));
  host.start();
  auto admin = admin_client(host);
  const std::string docx = make_docx(
      R"(<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Войдите администратором</w:t></w:r>)"
      R"(<w:r><w:t xml:space="preserve"> , затем откройте "Настройки".</w:t></w:r></w:p>)");
  const auto id = upload(admin, "guide.docx", docx).json()->getValue<std::int64_t>("id");
  const std::string file = "/api/repo/files/" + std::to_string(id);
  REQUIRE(admin.post_json(file + "/versions/1/check", "{}").status == 202);
  for (int i = 0; i < 400 && version_of(admin, id, 1)->isNull("remarks"); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  REQUIRE(version_of(admin, id, 1)->getValue<int>("remarks") == 2);

  const auto saved = admin.request("POST", file + "/versions/1/corrected");
  REQUIRE(saved.status == 201);
  CHECK(saved.json()->getValue<int>("placed") == 2);
  const std::string stored = admin.get(file + "/versions/2/download").body;
  const std::string document = zip_entry_text(stored, "word/document.xml");
  for (const char* revision : {"<w:ins", "<w:del", "w:delText"})
    CHECK(document.find(revision) == std::string::npos);
  CHECK(document.find("<w:b/>") != std::string::npos);
  CHECK(document.find("«Настройки»") != std::string::npos);
  // The corrected version, checked at once, has nothing left to fix.
  int after = -1;
  for (int i = 0; i < 400 && after < 0; ++i) {
    const auto v = version_of(admin, id, 2);
    if (!v->isNull("remarks")) after = v->getValue<int>("remarks");
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  CHECK(after == 0);
  // An accepted id the check does not have is refused with the one error shape, and no version is made.
  const auto unknown = admin.request("POST", file + "/versions/1/corrected?accept=no-such-remark");
  CHECK(unknown.status == 400);
  CHECK(unknown.error_code() == "unknown_remark");
  CHECK(admin.get(file).json()->getArray("versions")->size() == 2);
}

TEST_CASE(
    "documents: only the file's owner or an admin adds a version, and another user's check leaves the "
    "owner's last check alone") {
  HostProcess host(documents_env({{"PROOFREADER_ENGINES", "style"}}));
  host.start();
  auto admin = admin_client(host);
  auto alice = user_client(host, admin, "alice");
  auto bob = user_client(host, admin, "bob");
  const auto folder = create_folder(alice, "alice-docs");
  const std::string text = "Войдите администратором , затем откройте \"Настройки\".\n";
  const auto id = upload(alice, "guide.txt", text, folder).json()->getValue<std::int64_t>("id");
  const std::string file = "/api/repo/files/" + std::to_string(id);
  const auto version_count = [&] { return alice.get(file).json()->getArray("versions")->size(); };

  // The same name in alice's folder would be her file's next version.
  const auto intruding = upload(bob, "guide.txt", "Текст Боба.", folder);
  CHECK(intruding.status == 403);
  CHECK(intruding.error_code() == "forbidden");
  CHECK(version_count() == 1);
  CHECK(upload(bob, "guide.txt", "Текст Боба.").status == 201);  // his own file elsewhere

  // Checks version 1 as `c`; returns the job once its report is ready.
  const auto check = [&](HttpClient& c) {
    const auto r = c.post_json(file + "/versions/1/check", "{}");
    REQUIRE(r.status == 202);
    const auto job = r.json()->getValue<std::string>("job_id");
    for (int i = 0; i < 400; ++i) {
      if (c.get("/api/jobs/" + job + "/report").status == 200) return job;
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    FAIL("the check did not finish");
    return job;
  };
  const auto alice_job = check(alice);
  for (int i = 0; i < 400 && version_of(alice, id, 1)->isNull("remarks"); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  const auto before = alice.get(file + "/versions/1/document?mode=changes");
  REQUIRE(before.status == 200);

  // Bob reads the file and may check it, as a job of his own.
  const auto bob_job = check(bob);
  CHECK(bob_job != alice_job);
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // past the job's completion callback
  CHECK(version_of(alice, id, 1)->getValue<std::string>("last_check_job") == alice_job);
  const auto after = alice.get(file + "/versions/1/document?mode=changes");
  CHECK(after.status == 200);
  CHECK(after.body == before.body);
  CHECK(bob.get(file + "/versions/1/document?mode=changes").status == 404);  // alice's check is hers

  // "Save corrected" adds a version too.
  const auto corrected = bob.request("POST", file + "/versions/1/corrected");
  CHECK(corrected.status == 403);
  CHECK(corrected.error_code() == "forbidden");
  CHECK(version_count() == 1);
  const auto by_admin = admin.request("POST", file + "/versions/1/corrected");
  CHECK(by_admin.status == 201);
  CHECK(version_count() == 2);
}

TEST_CASE("documents: who may rename, move, archive and delete — every write is audited") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  auto alice = user_client(host, admin, "alice");
  auto bob = user_client(host, admin, "bob");
  const auto folder = create_folder(alice, "alice-docs");
  const auto id = upload(alice, "a.txt", "text", folder).json()->getValue<std::int64_t>("id");
  const std::string path = "/api/repo/files/" + std::to_string(id);
  CHECK(bob.get(path).status == 200);  // everyone reads
  CHECK(bob.request("PATCH", path, R"({"name":"b.txt"})", "application/json").status == 403);
  CHECK(bob.request("POST", path + "/archive").status == 403);
  CHECK(alice.request("DELETE", path).status == 403);
  auto renamed = alice.request("PATCH", path, R"({"name":"b.txt","folder_id":0})", "application/json");
  REQUIRE(renamed.status == 200);
  CHECK(renamed.json()->getValue<std::string>("name") == "b.txt");
  CHECK(renamed.json()->getValue<int>("folder_id") == 0);
  CHECK(alice.request("PATCH", path, R"({"name":"../b"})", "application/json").error_code() == "bad_name");

  // Archive: read-only and hidden, restore brings it back.
  REQUIRE(alice.request("POST", path + "/archive").status == 200);
  CHECK(alice.get("/api/repo/folders/0/files").json()->getArray("files")->size() == 0);
  CHECK(alice.get("/api/repo/folders/0/files?archived=true").json()->getArray("files")->size() == 1);
  CHECK(upload(alice, "b.txt", "new").error_code() == "archived");
  CHECK(alice.request("PATCH", path, R"({"name":"c.txt"})", "application/json").error_code() == "archived");
  REQUIRE(alice.request("POST", path + "/restore").status == 200);
  CHECK(upload(alice, "b.txt", "new").json()->getValue<int>("version") == 2);

  REQUIRE(admin.request("DELETE", path).status == 200);
  CHECK(admin.get(path).status == 404);
  CHECK(admin.request("DELETE", "/api/repo/folders/" + std::to_string(folder)).status == 200);
  CHECK(files_below(section_dir(host) + "/blobs") == 0);

  std::ifstream audit(host.data_dir() + "/audit.jsonl");
  std::stringstream all;
  all << audit.rdbuf();
  for (const char* action :
       {"repo.folder.create", "repo.file.upload", "repo.file.update", "repo.file.archive",
        "repo.file.restore", "repo.file.delete", "repo.folder.delete"})
    CHECK(all.str().find(action) != std::string::npos);
}

TEST_CASE("documents: folders nest, move without cycles and download as a zip of latest versions") {
  HostProcess host(documents_env());
  host.start();
  auto admin = admin_client(host);
  const auto top = create_folder(admin, "top");
  const auto inner = create_folder(admin, "inner", top);
  REQUIRE(upload(admin, "a.txt", "old a", top).status == 201);
  REQUIRE(upload(admin, "a.txt", "new a", top).status == 201);
  REQUIRE(upload(admin, "б.txt", "inner б", inner).status == 201);
  const auto hidden = upload(admin, "hidden.txt", "archived", inner).json()->getValue<std::int64_t>("id");
  REQUIRE(admin.request("POST", "/api/repo/files/" + std::to_string(hidden) + "/archive").status == 200);

  auto tree = admin.get("/api/repo/folders").json()->getArray("folders");
  REQUIRE(tree->size() == 1);
  CHECK(tree->getObject(0)->getArray("children")->getObject(0)->getValue<std::string>("name") == "inner");
  auto cycle = admin.request("PATCH", "/api/repo/folders/" + std::to_string(top),
                             R"({"parent_id":)" + std::to_string(inner) + "}", "application/json");
  CHECK(cycle.status == 409);
  CHECK(cycle.error_code() == "cycle");

  auto zip = admin.get("/api/repo/folders/" + std::to_string(top) + "/download");
  REQUIRE(zip.status == 200);
  CHECK(zip.header("content-type") == "application/zip");
  CHECK(zip.header("transfer-encoding") == "chunked");
  CHECK(zip.body.rfind("PK\x03\x04", 0) == 0);
  CHECK(zip.body.find("a.txt") != std::string::npos);
  CHECK(zip.body.find("inner/б.txt") != std::string::npos);
  CHECK(zip.body.find("hidden.txt") == std::string::npos);

  REQUIRE(admin.request("POST", "/api/repo/folders/" + std::to_string(inner) + "/archive").status == 200);
  CHECK(admin.get("/api/repo/folders")
            .json()
            ->getArray("folders")
            ->getObject(0)
            ->getArray("children")
            ->size() == 0);
  CHECK(upload(admin, "x.txt", "x", inner).error_code() == "archived");
}

TEST_CASE("documents: with FEATURE_DOCUMENTS=false the library is never opened and /api/repo is 404") {
  HostProcess host(documents_env({{"FEATURE_DOCUMENTS", "false"}}));
  host.start();
  CHECK_FALSE(host.has_mapped("libdocuments.so"));
  auto admin = admin_client(host);
  auto r = admin.get("/api/repo/folders");
  CHECK(r.status == 404);
  CHECK(r.error_code() == "not_found");
  auto menu = admin.get("/api/config").json()->getArray("menu");
  for (std::size_t i = 0; i < menu->size(); ++i)
    CHECK(menu->getObject(static_cast<unsigned>(i))->getValue<std::string>("id") != "documents");

  HostProcess on(documents_env());
  on.start();
  CHECK(on.has_mapped("libdocuments.so"));
  auto admin_on = admin_client(on);
  CHECK(admin_on.get("/api/repo/folders").status == 200);
  bool listed = false;
  auto menu_on = admin_on.get("/api/config").json()->getArray("menu");
  for (std::size_t i = 0; i < menu_on->size(); ++i)
    listed |= menu_on->getObject(static_cast<unsigned>(i))->getValue<std::string>("id") == "documents";
  CHECK(listed);
}
