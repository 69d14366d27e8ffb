// `proofreader check --server URL`: the real command against the real host
// (with the deterministic engines and the real grammar server), under a
// personal API key made through the API. The same files and the same
// .proofreader.yml give the same remarks offline and on the server (the set
// by category, position and severity; see below for why not the rule id); a guide named in the file is the
// server's; a wrong key and an unknown guide are reported with exit code 2.
#include <catch2/catch.hpp>

#include <Poco/JSON/Parser.h>

#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <tuple>

#include "GrammarServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"
#include "TempDir.hpp"

using namespace proofreader::test;
namespace fs = std::filesystem;

namespace {

// Known errors at known lines: spelling, agreement, straight quotes, a
// guide's term, in a list, a table, emphasis and a link; code is not checked.
constexpr const char* kInstall =
    "# Установка сервиса\n"
    "\n"
    "Перед установкой проверте, что на сервере есть свободное место.\n"
    "\n"
    "- Скачайте архив с *новая версия* продукта.\n"
    "- Нажмите кнопку \"Далее\" и дождитесь окончания.\n"
    "\n"
    "| Параметр | Значение |\n"
    "|---|---|\n"
    "| Порт | Юзер выбирает порт сам |\n"
    "\n"
    "```\n"
    "проверте \"это\" не проверяется\n"
    "```\n"
    "\n"
    "Подробности в [руководстве админа](https://example.com/admin).\n";
constexpr const char* kConfig = "severities:\n  typography: error\ncategories:\n  style: off\n";

struct Run {
  int exit_code = -1;
  std::string out;
};

// The command run in `folder` with `arguments` (and `env` before it), its
// standard output captured; standard error joins it when `with_errors`.
Run run_command(const fs::path& folder, const std::string& env, const std::string& arguments,
                bool with_errors = false) {
  const std::string command = "cd '" + folder.string() + "' && " + env + " '" + bin_path("proofreader") +
                              "' check " + arguments + (with_errors ? " 2>&1" : " 2>/dev/null");
  Run run;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe);
  std::array<char, 4096> buffer{};
  while (std::size_t n = fread(buffer.data(), 1, buffer.size(), pipe)) run.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

using Placed = std::tuple<std::string, std::string, int, int, int, int, std::string>;

// Each remark of the json format as (file, category, line, column, end line, end column, severity).
// Not by rule id: when two engines report one problem the pipeline keeps the
// first remark emitted as the card (docs/decisions/merged-remarks-suggestions.md),
// and which engine emits first is a race, on the server as offline (the
// straight quotes of the fixture are named by the style engine or by the
// grammar rules from one run to the next).
std::set<Placed> remarks_of(const std::string& json) {
  std::set<Placed> out;
  const auto root = Poco::JSON::Parser().parse(json).extract<Poco::JSON::Object::Ptr>();
  const auto files = root->getArray("files");
  for (std::size_t f = 0; f < files->size(); ++f) {
    const auto file = files->getObject(f);
    CHECK_FALSE(file->has("error"));
    const auto remarks = file->getArray("remarks");
    for (std::size_t i = 0; i < remarks->size(); ++i) {
      const auto r = remarks->getObject(i);
      out.emplace(file->getValue<std::string>("path"), r->getValue<std::string>("category"),
                  r->getValue<int>("line"), r->getValue<int>("column"), r->getValue<int>("end_line"),
                  r->getValue<int>("end_column"), r->getValue<std::string>("severity"));
    }
  }
  return out;
}

std::multiset<std::string> fragments_of(const std::string& json) {
  std::multiset<std::string> out;
  const auto files = Poco::JSON::Parser().parse(json).extract<Poco::JSON::Object::Ptr>()->getArray("files");
  for (std::size_t f = 0; f < files->size(); ++f) {
    const auto remarks = files->getObject(f)->getArray("remarks");
    for (std::size_t i = 0; i < remarks->size(); ++i)
      out.insert(remarks->getObject(i)->getValue<std::string>("fragment"));
  }
  return out;
}

// The host with the engines the command runs offline, and an admin's API key.
class ServerStack {
 public:
  ServerStack() {
    host_ = std::make_unique<HostProcess>(Env{{"PROOFREADER_ENGINES", "morphology,grammar-client,style"},
                                              {"PROOFREADER_GRAMMAR_URL", grammar_.url()}});
    host_->start();
    admin_ = std::make_unique<HttpClient>(logged_in(host_->base_url(), "admin", HostProcess::kAdminPassword));
    const auto made = admin_->post_json("/api/keys", R"({"name":"command line"})");
    REQUIRE(made.status == 201);
    key_ = made.json()->getValue<std::string>("key");
  }
  std::string url() const { return host_->base_url(); }
  const std::string& key() const { return key_; }
  HttpClient& admin() { return *admin_; }

 private:
  GrammarServer grammar_;
  std::unique_ptr<HostProcess> host_;
  std::unique_ptr<HttpClient> admin_;
  std::string key_;
};

fs::path write_tree(const TempDir& dir, const std::string& config) {
  const fs::path root = dir.path();
  fs::create_directories(root / "docs");
  std::ofstream(root / "docs" / "install.md", std::ios::binary) << kInstall;
  // CRLF line ends and a BOM: the server reads the same bytes.
  std::string crlf = "\xEF\xBB\xBF";
  for (const char* c = kInstall; *c; ++c) crlf += *c == '\n' ? std::string("\r\n") : std::string(1, *c);
  std::ofstream(root / "docs" / "install-crlf.md", std::ios::binary) << crlf;
  std::ofstream(root / ".proofreader.yml", std::ios::binary) << config;
  return root;
}

}  // namespace

TEST_CASE("cli --server: the same files and settings give the same remarks offline and on the server",
          "[cli_server]") {
  ServerStack server;
  TempDir dir;
  const fs::path root = write_tree(dir, kConfig);

  const auto offline = run_command(root, "", "--format json docs");
  const auto online = run_command(root, "PROOFREADER_TOKEN=" + server.key(),
                                  "--format json --server " + server.url() + " docs");
  REQUIRE(offline.exit_code == 1);  // typography is an error by the file's severities
  REQUIRE(online.exit_code == 1);
  const auto here = remarks_of(offline.out), there = remarks_of(online.out);
  CHECK(here.size() >= 4);
  // What one side has and the other lacks, readable in a failure.
  const auto missing_from = [](const std::set<Placed>& a, const std::set<Placed>& b) {
    std::string out;
    for (const auto& [file, category, line, column, end_line, end_column, severity] : a)
      if (!b.count({file, category, line, column, end_line, end_column, severity}))
        out += file + ":" + std::to_string(line) + ":" + std::to_string(column) + " " + category + " ";
    return out;
  };
  CHECK(missing_from(here, there) == "");
  CHECK(missing_from(there, here) == "");
  // The file's settings applied in both: no style remarks (the fixture has
  // some without the file), typography as errors.
  const auto plain = remarks_of(run_command(root, "", "--format json --config /dev/null docs").out);
  CHECK(std::count_if(plain.begin(), plain.end(), [](const Placed& r) { return std::get<1>(r) == "style"; }) >
        0);
  for (const auto& [file, category, line, column, end_line, end_column, severity] : there) {
    CHECK(category != "style");
    if (category == "typography") CHECK(severity == "error");
  }
}

TEST_CASE(
    "cli --server: a guide named in .proofreader.yml is the server's and an unknown one is an error naming "
    "the guides",
    "[cli_server]") {
  ServerStack server;
  TempDir dir;
  const fs::path root = write_tree(dir, "guide:\n  server: Нет такого\n");
  const std::string env = "PROOFREADER_TOKEN=" + server.key();
  const auto unknown = run_command(root, env, "--server " + server.url() + " docs", true);
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.out, Catch::Contains("no style guide named 'Нет такого'"));

  // A guide of one rule, «архив» → «пакет», named in the file: its remark is
  // there, and not with the active (built-in) guide.
  const std::string guide =
      R"({"name":"Пакеты","rules":[)"
      R"({"id":"r1","kind":"replace","phrase":"архив","replacement":"пакет","message":"Пишите «пакет»"}]})";
  REQUIRE(server.admin().request("PUT", "/api/styleguides/packages", guide, "application/json").status ==
          201);
  std::ofstream(root / ".proofreader.yml", std::ios::binary) << "guide:\n  server: Пакеты\n";
  const auto named = run_command(root, env, "--format json --server " + server.url() + " docs");
  const auto active =
      run_command(root, env, "--format json --config /dev/null --server " + server.url() + " docs");
  CHECK(fragments_of(named.out).count("архив") == 2);  // once in each file
  CHECK(fragments_of(active.out).count("архив") == 0);
}

TEST_CASE("cli --server: a key the server refuses is reported for the files, exit 2", "[cli_server]") {
  ServerStack server;
  TempDir dir;
  const fs::path root = write_tree(dir, "");
  const auto refused =
      run_command(root, "PROOFREADER_TOKEN=prk_0000", "--server " + server.url() + " docs", true);
  CHECK(refused.exit_code == 2);
  CHECK_THAT(refused.out, Catch::Contains("401"));
  const auto none = run_command(root, "PROOFREADER_TOKEN=", "--server " + server.url() + " docs", true);
  CHECK(none.exit_code == 2);
  CHECK_THAT(none.out, Catch::Contains("PROOFREADER_TOKEN"));
}
