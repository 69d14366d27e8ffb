#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>
#include <thread>
#include <tuple>

#include <Poco/Data/Session.h>

#include <proofreader/sdk/http.hpp>

#include "Repository.hpp"
#include "RepositorySchema.hpp"
#include "TempDir.hpp"
#include "TestDatabase.hpp"
#include "auth/Permissions.hpp"
#include "storage/Database.hpp"
#include "storage/SqliteTypesOnPostgreSQL.hpp"

using namespace proofreader::documents;
using proofreader::sdk::ApiError;
using proofreader::sdk::User;

namespace {

const User alice{1, "alice", "user"};
const User bob{2, "bob", "user"};
const User admin{3, "admin", "admin"};

const SearchText& search_text() {
  static const SearchText text(proofreader::russian::Morphology::open(PROOFREADER_TEST_DICT));
  return text;
}

// The section's steps in the store's dialect, as the host migrates them.
std::vector<std::string> schema(proofreader::sdk::StoreDialect dialect) {
  std::vector<std::string> steps;
  for (const auto& step : repository_schema(dialect))
    steps.push_back(dialect == proofreader::sdk::StoreDialect::postgresql
                        ? proofreader::host::sqlite_types_on_postgresql(step)
                        : step);
  return steps;
}

// A repository on the section's store as the host opens it: a real SQLite
// file, or (--database=postgresql) the schema plugin_documents of a database
// of its own in the tests' PostgreSQL cluster, dropped at the end.
struct Fixture {
  proofreader::test::TempDir dir;
  const std::optional<std::string> url = proofreader::test::postgres_database_for(dir.path());
  const proofreader::sdk::StoreDialect dialect =
      url ? proofreader::sdk::StoreDialect::postgresql : proofreader::sdk::StoreDialect::sqlite;
  struct DropDatabase {  // after the store's sessions are closed
    std::string dir;
    ~DropDatabase() { proofreader::test::drop_postgres_database_for(dir); }
  } drop{dir.path()};
  proofreader::host::Database store{
      url ? proofreader::host::DatabaseLocation{proofreader::host::Dialect::postgresql,
                                                {},
                                                *url,
                                                "plugin_documents"}
          : proofreader::host::DatabaseLocation{proofreader::host::Dialect::sqlite,
                                                dir.path() + "/store.db",
                                                {},
                                                {}},
      proofreader::host::Database::Schema::none};
  proofreader::blobs::BlobStore blobs{dir.path() + "/data"};
  Repository repo{[this] { return session(); }, blobs, proofreader::host::require, dialect};

  // With the schema's first `steps` steps (all by default).
  explicit Fixture(std::size_t steps = repository_schema().size()) { migrate(steps); }
  // Applies the steps up to the `steps`-th.
  void migrate(std::size_t steps) {
    const auto all = schema(dialect);
    store.migrate("plugin", std::vector<std::string>(all.begin(), all.begin() + static_cast<long>(steps)));
  }
  Poco::Data::Session session() { return store.session(); }
  UploadResult upload(std::int64_t folder, const std::string& name, const std::string& bytes,
                      const User& user = alice) {
    proofreader::blobs::BlobWriter writer(blobs, 1 << 20);
    writer.write(bytes.data(), bytes.size());
    return repo.add_version(folder, name, writer, "text/plain; charset=utf-8", "", user);
  }
};

int status_of(const std::function<void()>& action, std::string* code = nullptr) {
  try {
    action();
  } catch (const ApiError& e) {
    if (code) *code = e.code();
    return e.status();
  }
  return 0;
}

}  // namespace

TEST_CASE("repository: the same name in the same folder is the next version", "[documents][repository]") {
  Fixture f;
  const auto folder = f.repo.create_folder(0, "Руководства", alice);
  const auto first = f.upload(folder, "guide.txt", "one");
  const auto second = f.upload(folder, "guide.txt", "two", admin);
  CHECK(second.file_id == first.file_id);
  CHECK(first.version == 1);
  CHECK(second.version == 2);
  const File file = f.repo.file(first.file_id);
  REQUIRE(file.versions.size() == 2);
  CHECK(file.versions[1].uploaded_by_login == "admin");
  CHECK(file.versions[0].index_state == "superseded");
  CHECK(file.versions[1].index_state == "pending");
  CHECK(f.blobs.read(file.versions[1].sha256) == "two");
  CHECK(f.upload(0, "guide.txt", "three").file_id != first.file_id);  // another folder: another file
}

TEST_CASE("repository: identical content is stored once", "[documents][repository]") {
  Fixture f;
  f.upload(0, "a.txt", "same");
  f.upload(0, "b.txt", "same");
  CHECK(f.blobs.list().size() == 1);
  const auto health = f.repo.health();
  CHECK(health.files == 2);
  CHECK(health.versions == 2);
  CHECK(health.bytes == 4);
  CHECK(health.writable);
}

TEST_CASE("repository: names are unique per folder across files and folders, after NFC",
          "[documents][repository]") {
  Fixture f;
  f.repo.create_folder(0, "й", alice);
  std::string code;
  CHECK(status_of([&] { f.repo.create_folder(0, "\xd0\xb8\xcc\x86", alice); }, &code) == 409);
  CHECK(code == "name_taken");
  CHECK(status_of([&] { f.upload(0, "\xd0\xb8\xcc\x86", "x"); }, &code) == 409);
  CHECK(f.blobs.list().empty());  // the refused upload left no blob
  CHECK(status_of([&] { f.repo.create_folder(0, "../x", alice); }, &code) == 400);
  CHECK(code == "bad_name");
  CHECK(status_of([&] { f.repo.create_folder(12345, "x", alice); }) == 404);
  CHECK(f.repo.folders().size() == 1);
}

TEST_CASE("repository: concurrent uploads of one name get consecutive versions", "[documents][repository]") {
  Fixture f;
  constexpr int kThreads = 8;
  std::vector<std::thread> threads;
  std::vector<int> versions(kThreads);
  for (int i = 0; i < kThreads; ++i)
    threads.emplace_back(
        [&, i] { versions[i] = f.upload(0, "same.txt", "content " + std::to_string(i)).version; });
  for (auto& t : threads) t.join();
  CHECK(std::set<int>(versions.begin(), versions.end()) == std::set<int>{1, 2, 3, 4, 5, 6, 7, 8});
  CHECK(f.repo.files_in(0, false).size() == 1);
}

TEST_CASE("repository: who may rename, move, archive and delete", "[documents][repository]") {
  Fixture f;
  const auto a = f.repo.create_folder(0, "a", alice);
  const auto b = f.repo.create_folder(a, "b", alice);
  const auto file = f.upload(a, "doc.txt", "text").file_id;
  CHECK(status_of([&] { f.repo.update_file(file, "new.txt", std::nullopt, bob); }) == 403);
  CHECK(status_of([&] { f.repo.set_file_archived(file, true, bob); }) == 403);
  CHECK(status_of([&] { f.upload(a, "doc.txt", "bob's text", bob); }) == 403);  // a version is a change
  CHECK(f.repo.file(file).versions.size() == 1);
  CHECK(f.blobs.list().size() == 1);  // the refused content is not kept
  CHECK(status_of([&] { f.repo.delete_file(file, alice); }) == 403);
  f.repo.update_file(file, std::string("new.txt"), b, alice);
  CHECK(f.repo.file(file).name == "new.txt");
  CHECK(f.repo.file(file).folder_id == b);
  f.repo.update_file(file, std::string("by-admin.txt"), std::nullopt, admin);
  CHECK(f.repo.file(file).name == "by-admin.txt");
  std::string code;
  CHECK(status_of([&] { f.repo.update_folder(a, std::nullopt, b, alice); }, &code) == 409);
  CHECK(code == "cycle");
  f.repo.delete_folder(a, admin);
  CHECK(f.repo.folders().empty());
  CHECK(status_of([&] { f.repo.file(file); }) == 404);
  CHECK(f.blobs.list().empty());
}

TEST_CASE("repository: archived items are read-only and hidden", "[documents][repository]") {
  Fixture f;
  const auto folder = f.repo.create_folder(0, "old", alice);
  const auto inner = f.upload(folder, "inner.txt", "x").file_id;
  const auto top = f.upload(0, "top.txt", "y").file_id;
  f.repo.set_file_archived(top, true, alice);
  CHECK(f.repo.files_in(0, false).empty());
  CHECK(f.repo.files_in(0, true).size() == 1);
  std::string code;
  CHECK(status_of([&] { f.upload(0, "top.txt", "z"); }, &code) == 409);
  CHECK(code == "archived");
  f.repo.set_folder_archived(folder, true, alice);
  CHECK(f.repo.is_archived(f.repo.file(inner)));
  CHECK(status_of([&] { f.upload(folder, "new.txt", "z"); }) == 409);
  CHECK(status_of([&] { f.repo.update_file(inner, "renamed.txt", std::nullopt, alice); }) == 409);
  f.repo.set_folder_archived(folder, false, alice);
  f.repo.set_file_archived(top, false, alice);
  CHECK(f.upload(0, "top.txt", "z").version == 2);
}

TEST_CASE("repository: search finds word forms in the latest version, with filters",
          "[documents][repository]") {
  Fixture f;
  const auto folder = f.repo.create_folder(0, "docs", alice);
  const auto one = f.upload(folder, "one.txt", "1").file_id;
  const auto two = f.upload(0, "two.txt", "2").file_id;
  f.repo.store_index(one, 1, {"Введение", "Скопируйте файлы на сервер."}, search_text());
  f.repo.store_index(two, 1, {"Список файлов сервера"}, search_text());
  const auto query = search_text().parse_query("файлом");
  auto page = f.repo.search(query, search_text(), 0, false, 20, 0);
  CHECK(page.total == 2);
  REQUIRE(page.items.size() == 2);
  std::set<std::string> paths{page.items[0].path, page.items[1].path};
  CHECK(paths == std::set<std::string>{"docs/one.txt", "two.txt"});
  for (const auto& hit : page.items) CHECK(hit.snippet.find("<mark>файл") != std::string::npos);
  page = f.repo.search(query, search_text(), folder, false, 20, 0);
  REQUIRE(page.total == 1);
  CHECK(page.items[0].file_id == one);
  CHECK(page.items[0].version == 1);

  // A new version replaces the indexed text once indexed.
  f.upload(folder, "one.txt", "new");
  f.repo.store_index(one, 2, {"Только серверы"}, search_text());
  CHECK(f.repo.search(query, search_text(), 0, false, 20, 0).total == 1);
  CHECK(f.repo.search(search_text().parse_query("сервером"), search_text(), 0, false, 20, 0).items.size() ==
        2);
  // A stale index result (an older version) is dropped.
  f.repo.store_index(one, 1, {"файл"}, search_text());
  CHECK(f.repo.search(query, search_text(), 0, false, 20, 0).total == 1);

  // Archived files are left out unless asked for.
  f.repo.set_file_archived(two, true, alice);
  CHECK(f.repo.search(query, search_text(), 0, false, 20, 0).total == 0);
  CHECK(f.repo.search(query, search_text(), 0, true, 20, 0).total == 1);

  // A file matches when its words are in different blocks; its snippet comes
  // from a block with one of them.
  const auto inner = f.repo.create_folder(folder, "inner", alice);
  const auto three = f.upload(inner, "three.txt", "3").file_id;
  f.repo.store_index(three, 1, {"Файлы здесь.", "Сервер там."}, search_text());
  page = f.repo.search(search_text().parse_query("файл сервер"), search_text(), 0, false, 20, 0);
  REQUIRE(page.total == 1);
  CHECK(page.items[0].file_id == three);
  CHECK(page.items[0].snippet == "<mark>Файлы</mark> здесь.");
  // Below an archived folder a file is left out of the whole repository's search.
  CHECK(f.repo.search(query, search_text(), 0, false, 20, 0).total == 1);
  f.repo.set_folder_archived(folder, true, alice);
  CHECK(f.repo.search(query, search_text(), 0, false, 20, 0).total == 0);
  // With archived ones: both, one page at a time.
  page = f.repo.search(query, search_text(), 0, true, 1, 1);
  CHECK(page.total == 2);
  CHECK(page.items.size() == 1);
  CHECK(f.repo.search(query, search_text(), 0, true, 20, 2).items.empty());

  // FTS syntax in the query is harmless.
  CHECK(f.repo.search(search_text().parse_query("файл* OR \"NEAR(\" ^сервер"), search_text(), 0, true, 20, 0)
            .total == 0);
}

TEST_CASE("repository: search ranks more uses of the query's words, then shorter files, first",
          "[documents][repository]") {
  Fixture f;
  const auto index = [&](const std::string& name, const std::string& text) {
    const auto id = f.upload(0, name, name).file_id;
    f.repo.store_index(id, 1, {text}, search_text());
    return id;
  };
  const std::string filler = " Список дел на неделю: купить хлеб, позвонить маме, прочитать книгу.";
  // Files without the words, so that they are not in most files (BM25's idf).
  for (int i = 0; i < 4; ++i) index("other" + std::to_string(i) + ".txt", "Погода хорошая." + filler);
  const auto once_long = index("once-long.txt", "Файл на сервере." + filler + filler);
  const auto once_short = index("once-short.txt", "Файл на сервере." + filler);
  const auto often = index("often.txt", "Файл, файлы, файлом, о файле на сервере." + filler);
  const auto ids = [&](const std::string& q) {
    std::vector<std::int64_t> out;
    for (const auto& hit : f.repo.search(search_text().parse_query(q), search_text(), 0, false, 20, 0).items)
      out.push_back(hit.file_id);
    return out;
  };
  CHECK(ids("файл") == std::vector<std::int64_t>{often, once_short, once_long});
  CHECK(ids("файлы серверов") == std::vector<std::int64_t>{often, once_short, once_long});
  // One page at a time, in the same order.
  const auto second = f.repo.search(search_text().parse_query("файл"), search_text(), 0, false, 1, 1);
  CHECK(second.total == 3);
  REQUIRE(second.items.size() == 1);
  CHECK(second.items[0].file_id == once_short);
}

TEST_CASE("repository: a word the index splits matches its parts together, and words may share a lemma",
          "[documents][repository]") {
  Fixture f;
  const auto index = [&](const std::string& name, const std::string& text) {
    const auto id = f.upload(0, name, name).file_id;
    f.repo.store_index(id, 1, {text}, search_text());
    return id;
  };
  const auto together = index("together.txt", "Из-за сервера число 3,14 не меняется.");
  index("apart.txt", "Из дома за угол: 3 яблока и 14 груш.");
  const auto search = [&](const std::string& q) {
    return f.repo.search(search_text().parse_query(q), search_text(), 0, false, 20, 0);
  };
  for (const char* q : {"из-за", "3,14", "из-за 3,14", "3,14 сервер"}) {
    INFO(q);
    const auto page = search(q);
    CHECK(page.total == 1);
    REQUIRE(page.items.size() == 1);
    CHECK(page.items[0].file_id == together);
  }
  CHECK(search("из за").total == 2);
  CHECK(search("3 14").total == 2);
  CHECK(search("сервер серверы сервером").total == 1);
  CHECK(search("сервер груша").total == 0);
}

TEST_CASE(
    "repository: on PostgreSQL the order is ts_rank's, and file_terms made by migration is store_index's",
    "[documents][repository]") {
  const std::size_t before = repository_schema().size() - 1;  // file_terms
  Fixture f(before);
  if (f.dialect != proofreader::sdk::StoreDialect::postgresql) {
    SUCCEED("file_terms is PostgreSQL's");
    return;
  }
  using namespace Poco::Data::Keywords;
  // Files indexed before file_terms: their file_index rows only.
  std::vector<std::pair<std::int64_t, std::vector<std::string>>> files;
  const std::string words[] = {"файл", "файлы сервера", "данные о файлах", "сервер и служба",
                               "файл файл файл"};
  for (int i = 0; i < 12; ++i) {
    std::string text;
    for (int w = 0; w <= i % 5; ++w) text += words[(i + w) % 5] + ". ";
    const auto id = f.upload(0, "f" + std::to_string(i) + ".txt", text).file_id;
    files.push_back({id, {text}});
    const std::string lemmas = SearchText::ranking_text({search_text().index_text(text)});
    auto s = f.session();
    s << "INSERT INTO file_index(rowid, lemmas) VALUES($1, $2)", bind(id), bind(lemmas), now;
    s << "UPDATE versions SET index_state = 'indexed' WHERE file_id = $1", bind(id), now;
    s << "UPDATE files SET indexed_version = 1 WHERE id = $1", bind(id), now;
  }
  f.migrate(repository_schema().size());
  const auto terms = [&] {
    std::vector<std::string> lexemes;
    std::vector<Poco::Int64> ids;
    std::vector<double> weights;
    auto s = f.session();
    s << "SELECT lexeme, file_id, weight FROM file_terms ORDER BY lexeme, file_id", into(lexemes), into(ids),
        into(weights), now;
    std::vector<std::tuple<std::string, std::int64_t, double>> out;
    for (std::size_t i = 0; i < ids.size(); ++i) out.emplace_back(lexemes[i], ids[i], weights[i]);
    return out;
  };
  const auto migrated = terms();
  CHECK(migrated.size() > 12);
  for (const auto& [id, blocks] : files) f.repo.store_index(id, 1, blocks, search_text());
  CHECK(terms() == migrated);

  // Pages in ts_rank(terms, query, 1)'s order, ties by id, for queries of
  // one word (ts_rank's own order: its terms joined by OR).
  for (const char* q : {"файл", "файлы", "сервер", "служба"}) {
    INFO(q);
    const auto query = search_text().parse_query(q);
    std::vector<Poco::Int64> expected;
    auto s = f.session();
    s << "SELECT rowid FROM file_index WHERE terms @@ to_tsquery('simple', $1)"
         " ORDER BY ts_rank(terms, to_tsquery('simple', $1), 1) DESC, rowid",
        bind(query.all_tsquery), into(expected), now;
    REQUIRE(!expected.empty());
    std::vector<Poco::Int64> found;
    for (int offset = 0; offset < static_cast<int>(expected.size()); offset += 5) {
      const auto page = f.repo.search(query, search_text(), 0, true, 5, offset);
      CHECK(page.total == static_cast<std::int64_t>(expected.size()));
      for (const auto& hit : page.items) found.push_back(hit.file_id);
    }
    CHECK(found == expected);
  }
}

TEST_CASE("repository: a store from before file_index indexes each file's indexed latest version again",
          "[documents][repository]") {
  const auto& steps = repository_schema();
  const std::size_t before =  // file_index and its filling
      static_cast<std::size_t>(std::find_if(steps.begin(), steps.end(),
                                            [](const std::string& step) {
                                              return step.rfind("CREATE VIRTUAL TABLE file_index", 0) == 0;
                                            }) -
                               steps.begin());
  Fixture f(before);
  const auto a = f.upload(0, "a.txt", "1").file_id;
  f.upload(0, "a.txt", "2");
  const auto b = f.upload(0, "b.txt", "1").file_id;
  {
    auto s = f.session();
    using namespace Poco::Data::Keywords;
    // a: both versions were indexed in turn, 2 last; b: 1 indexed, 2 uploaded since.
    s << "UPDATE versions SET index_state = 'indexed'", now;
    s << "UPDATE files SET indexed_version = 2 WHERE id = $1", bind(a), now;
    s << "UPDATE files SET indexed_version = 1 WHERE id = $1", bind(b), now;
  }
  f.upload(0, "b.txt", "2");
  f.migrate(repository_schema().size());
  std::set<std::pair<std::int64_t, int>> pending;
  for (const auto& p : f.repo.pending_index()) pending.insert({p.file_id, p.version});
  CHECK(pending == std::set<std::pair<std::int64_t, int>>{{a, 2}, {b, 2}});
  CHECK(f.repo.version(a, 1).index_state == "indexed");
  CHECK(f.repo.version(b, 1).index_state == "indexed");
}

TEST_CASE("repository: a version that cannot be extracted says why", "[documents][repository]") {
  Fixture f;
  const auto id = f.upload(0, "bomb.docx", "PK").file_id;
  f.repo.store_index_failure(id, 1, "document too large after decompression");
  const auto v = f.repo.version(id, 1);
  CHECK(v.index_state == "failed");
  CHECK(v.index_error == "document too large after decompression");
  CHECK(f.repo.pending_index().empty());
}

TEST_CASE("repository: recover() removes temporaries and blobs without metadata", "[documents][repository]") {
  Fixture f;
  f.upload(0, "kept.txt", "kept");
  {
    proofreader::blobs::BlobWriter orphan(f.blobs, 100);  // committed, but its row never written (a crash)
    orphan.write("orphan", 6);
    orphan.commit();
  }
  auto* half = new proofreader::blobs::BlobWriter(f.blobs, 100);  // a crash mid-upload
  half->write("half", 4);
  CHECK(f.repo.health().blobs_without_metadata.size() == 1);
  f.repo.recover();
  const auto health = f.repo.health();
  CHECK(health.blobs_without_metadata.empty());
  CHECK(health.metadata_without_blobs.empty());
  CHECK(f.blobs.list().size() == 1);
  CHECK(std::filesystem::is_empty(f.blobs.temporary_folder()));
  delete half;
}

TEST_CASE("repository: checks record the remark count of the last check", "[documents][repository]") {
  Fixture f;
  const auto id = f.upload(0, "a.txt", "a").file_id;
  f.repo.record_check(id, 1, "job-1");
  f.repo.record_check(id, 1, "job-2");
  f.repo.record_check_result(id, 1, "job-1", 7);  // an older check finishing late is ignored
  CHECK_FALSE(f.repo.version(id, 1).last_check_remarks.has_value());
  f.repo.record_check_result(id, 1, "job-2", 3);
  CHECK(f.repo.version(id, 1).last_check_remarks == 3);
  CHECK(f.repo.version(id, 1).last_check_job == "job-2");
}
