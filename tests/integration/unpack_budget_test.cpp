// Zip bombs in parallel against the real host (issue 34, "Memory"): the
// backend's peak memory stays bounded while a legitimate job completes.
#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "../unit/extract/zip_fixture.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

namespace {

// The process's peak resident memory (VmHWM), in bytes.
std::size_t peak_rss(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::stoull(line.substr(6)) * 1024;
  FAIL("no VmHWM in /proc/" << pid << "/status");
  return 0;
}

// A 2 MB DOCX whose word/document.xml inflates to 256 MiB (a stored-like
// incompressible image brings it to its size): honest about its sizes, or
// lying that the document is 4 KiB.
std::pair<std::string, std::string> bombs() {
  std::mt19937 random(34);
  std::string image(800 * 1024, '\0');
  for (char& c : image) c = static_cast<char>(random());
  const std::string ns = R"( xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main")";
  std::string honest = make_zip(
      {{"word/document.xml", "<w:document" + ns + "><w:body><w:p><w:r><w:t>" + std::string(256 << 20, 'a') +
                                 "</w:t></w:r></w:p></w:body></w:document>"},
       {"word/media/image1.png", image}});
  std::string liar = with_declared_size(honest, "word/document.xml", 4096);
  return {std::move(honest), std::move(liar)};
}

// About a hundred pages of prose.
std::string large_docx() {
  std::string body;
  for (int i = 0; i < 1500; ++i)
    body += "<w:p><w:r><w:t>Абзац " + std::to_string(i) +
            ": сервис проверяет техническую документацию, находит TODO и повторяющиеся слова, "
            "предлагает исправления и сохраняет историю проверок для всей команды.</w:t></w:r></w:p>";
  return make_docx(body);
}

}  // namespace

TEST_CASE("64 parallel DOCX zip bombs keep the backend under 1 GB while a large DOCX job completes",
          "[unpack_budget]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  REQUIRE(admin.post_json("/api/users", R"({"login":"bomber","password":"password-1"})").status == 201);
  HttpClient user(host.base_url());
  REQUIRE(user.login("bomber", "password-1").status == 200);

  const auto [honest, liar] = bombs();
  REQUIRE(honest.size() > 1500 * 1024);
  REQUIRE(honest.size() < 2500 * 1024);
  const auto [job_body, job_type] = multipart({{"file", "large.docx", large_docx()}});

  constexpr int kBombs = 64;
  std::vector<int> statuses(kBombs);
  std::vector<std::string> codes(kBombs);
  std::vector<std::thread> threads;
  for (int i = 0; i < kBombs; ++i)
    threads.emplace_back([&, i] {
      HttpClient c(host.base_url());
      c.set_session(user.session());
      const auto [body, type] = multipart({{"file", "bomb.docx", i % 2 ? liar : honest}});
      const auto r = c.request("POST", "/api/check", body, type);
      statuses[i] = r.status;
      codes[i] = r.error_code();
    });
  const auto job = user.request("POST", "/api/jobs", job_body, job_type);
  for (auto& t : threads) t.join();
  REQUIRE(job.status == 202);
  const std::string id = job.json()->getValue<std::string>("job_id");
  std::string status;
  for (int i = 0; i < 600 && status != "done" && status != "error"; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    status = user.get("/api/jobs/" + id).json()->getValue<std::string>("status");
  }
  CHECK(status == "done");

  for (int i = 0; i < kBombs; ++i) {
    INFO("bomb " << i << ": " << statuses[i] << " " << codes[i]);
    // Refused by its declared size (413), for lying about it (400), or while the budget is in use (503).
    CHECK((statuses[i] == 413 || statuses[i] == 400 || statuses[i] == 503));
    CHECK(!codes[i].empty());
  }
  const std::size_t peak = peak_rss(host.pid());
  WARN("backend peak RSS (VmHWM) under " << kBombs << " parallel bombs: " << (peak >> 20) << " MiB");
  CHECK(peak < (std::size_t{1} << 30));
  CHECK(user.get("/api/auth/me").status == 200);
}
