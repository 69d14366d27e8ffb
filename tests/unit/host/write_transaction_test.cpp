#include <catch2/catch.hpp>

#include <Poco/Data/Statement.h>

#include <atomic>
#include <chrono>
#include <storerows/WriteTransaction.hpp>
#include <thread>

#include "TempDir.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;
using namespace std::chrono_literals;
using proofreader::host::Database;
using proofreader::storerows::WriteTransaction;

namespace {

int counter(Database& db) {
  auto s = db.session();
  int n = 0;
  s << "SELECT n FROM counter", into(n), now;
  return n;
}

}  // namespace

// SQLite's deferred BEGIN failed here at once with "DB locked" (SQLITE_BUSY),
// whatever the busy timeout: the reader's snapshot could not become a writer's.
TEST_CASE("a transaction that reads and then writes waits for a concurrent writer instead of failing") {
  proofreader::test::TempDir dir;
  Database db(dir.path() + "/db.sqlite");
  db.migrate("test.counter", {"CREATE TABLE counter (n INTEGER); INSERT INTO counter VALUES (0)"});

  auto session = db.session();
  std::atomic<bool> other_wrote = false;
  std::thread other;
  {
    WriteTransaction transaction(session);
    int n = 0;
    session << "SELECT n FROM counter", into(n), now;
    other = std::thread([&] {
      auto writer = db.session();
      writer << "UPDATE counter SET n = n + 100", now;
      other_wrote = true;
    });
    std::this_thread::sleep_for(300ms);
    CHECK_FALSE(other_wrote);  // it waits for this transaction's write lock
    int next = n + 1;
    CHECK_NOTHROW(session << "UPDATE counter SET n = $1", use(next), now);
    CHECK_NOTHROW(transaction.commit());
  }
  other.join();
  CHECK(counter(db) == 101);
}

TEST_CASE("a write transaction not committed is rolled back, and the session is usable after") {
  proofreader::test::TempDir dir;
  Database db(dir.path() + "/db.sqlite");
  db.migrate("test.counter", {"CREATE TABLE counter (n INTEGER); INSERT INTO counter VALUES (0)"});
  auto session = db.session();
  try {
    WriteTransaction transaction(session);
    session << "UPDATE counter SET n = 5", now;
    throw std::runtime_error("failed half-way");
  } catch (const std::runtime_error&) {
  }
  CHECK(counter(db) == 0);
  WriteTransaction again(session);  // no transaction is left open on it
  session << "UPDATE counter SET n = 7", now;
  again.commit();
  CHECK(counter(db) == 7);
}
