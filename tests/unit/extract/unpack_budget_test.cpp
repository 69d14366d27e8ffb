// The process-wide budget for unpacking and parsing, and the zip sizes read
// before inflating (issue 34, "Memory").
#include <catch2/catch.hpp>

#include "thrown_by.hpp"

#include <proofreader/sdk/http.hpp>

#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "extract/extractor.hpp"
#include "extract/unpack_budget.hpp"
#include "zip_fixture.hpp"

using proofreader::host::extract;
using proofreader::host::ExtractLimits;
using proofreader::host::Format;
using proofreader::host::UnpackBudget;
using proofreader::sdk::ApiError;
using namespace std::chrono_literals;

using proofreader::test::thrown_by;

namespace {

// 20 MB of one character: a few kilobytes compressed.
std::string bomb() {
  return proofreader::test::make_docx("<w:p><w:r><w:t>" + std::string(20 << 20, 'a') + "</w:t></w:r></w:p>");
}

}  // namespace

TEST_CASE("unpack budget: a lease waits for room, is refused 503 after its patience, and gives back",
          "[extract][budget]") {
  UnpackBudget budget(100);
  auto first = std::make_unique<UnpackBudget::Lease>(budget, 0ms);
  first->take(60);
  CHECK(budget.in_use() == 60);
  UnpackBudget::Lease second(budget, 50ms);
  const ApiError busy = thrown_by([&] { second.take(50); });
  CHECK(busy.status() == 503);
  CHECK(busy.code() == "server_busy");
  CHECK(budget.in_use() == 60);
  // Room made while it waits serves the waiting lease.
  UnpackBudget::Lease patient(budget, 5s);
  std::thread release([&] {
    std::this_thread::sleep_for(100ms);
    first.reset();
  });
  patient.take(50);
  release.join();
  CHECK(budget.in_use() == 50);
  // More than the whole budget can never be served: 413 at once, nothing taken.
  const ApiError never = thrown_by([&] { patient.take(51); });
  CHECK(never.status() == 413);
  CHECK(budget.in_use() == 50);
}

TEST_CASE("unpack budget: a DOCX takes its sizes from the budget and gives them back", "[extract][budget]") {
  UnpackBudget budget(std::size_t{64} << 20);
  ExtractLimits limits;
  limits.budget = &budget;
  limits.budget_patience = 100ms;
  const std::string docx = proofreader::test::make_docx("<w:p><w:r><w:t>Текст</w:t></w:r></w:p>");
  CHECK(extract(docx, Format::docx, limits).blocks.size() == 1);
  CHECK(budget.in_use() == 0);
  SECTION("a budget in use answers 503 server_busy") {
    UnpackBudget::Lease other(budget, 0ms);
    other.take(budget.capacity() - 10);
    const ApiError e = thrown_by([&] { extract(docx, Format::docx, limits); });
    CHECK(e.status() == 503);
    CHECK(e.code() == "server_busy");
  }
  SECTION("a document that needs more than the whole budget is 413") {
    budget.set_capacity(8 << 20);
    const ApiError e = thrown_by([&] { extract(bomb(), Format::docx, limits); });
    CHECK(e.status() == 413);
    CHECK(e.code() == "document_too_large");
    CHECK(budget.in_use() == 0);
  }
}

TEST_CASE("unpack budget: the archive's declared sizes refuse a bomb before it is inflated",
          "[extract][budget]") {
  std::string docx = bomb();
  // The deflate data of word/document.xml damaged a little after it starts:
  // inflating would fail with 400, so a 413 proves nothing was inflated.
  const auto entry = docx.find("word/document.xml");
  REQUIRE(entry != std::string::npos);
  for (std::size_t i = entry + 64; i < entry + 96; ++i) docx[i] = '\xff';
  ExtractLimits limits;
  limits.max_inflated_bytes = 4 << 20;
  limits.max_ratio = 1e9;
  const ApiError total = thrown_by([&] { extract(docx, Format::docx, limits); });
  CHECK(total.status() == 413);
  CHECK(total.code() == "document_too_large");
  const ApiError ratio = thrown_by([&] { extract(docx, Format::docx); });
  CHECK(ratio.status() == 413);
  CHECK(std::string(ratio.message_en()).find("times") != std::string::npos);
}

TEST_CASE("unpack budget: an entry that inflates past its declared size is refused at once",
          "[extract][budget]") {
  UnpackBudget budget(std::size_t{64} << 20);
  ExtractLimits limits;
  limits.budget = &budget;
  const std::string liar = proofreader::test::with_declared_size(bomb(), "word/document.xml", 1000);
  const ApiError e = thrown_by([&] { extract(liar, Format::docx, limits); });
  CHECK(e.status() == 400);
  CHECK(e.code() == "bad_document");
  CHECK(std::string(e.message_en()).find("declared") != std::string::npos);
  CHECK(budget.in_use() == 0);
}
