// SharedObjects: one object per name, however many ask at once; a factory
// that fails is tried again; an unknown name is nothing.
#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "plugins/SharedObjects.hpp"

using namespace proofreader::host;

TEST_CASE("shared objects: eight plugins asking at once get one object, made once") {
  SharedObjects shared;
  std::atomic<int> made{0};
  shared.offer("numbers/1", [&] {
    ++made;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    return std::shared_ptr<const void>(std::make_shared<const int>(42));
  });
  std::vector<std::shared_ptr<const void>> got(8);
  std::vector<std::thread> askers;
  for (int i = 0; i < 8; ++i) askers.emplace_back([&, i] { got[i] = shared.get("numbers/1"); });
  for (auto& t : askers) t.join();
  CHECK(made == 1);
  CHECK(shared.opened("numbers/1") == 1);
  for (const auto& object : got) {
    REQUIRE(object);
    CHECK(object == got[0]);
  }
  CHECK(*std::static_pointer_cast<const int>(got[0]) == 42);
}

TEST_CASE("shared objects: a failed open is tried again, an unknown name gives nothing") {
  SharedObjects shared;
  bool present = false;
  shared.offer("dictionary/1", [&]() -> std::shared_ptr<const void> {
    if (!present) throw std::runtime_error("cannot open /dict/words.dawg");
    return std::make_shared<const int>(7);
  });
  CHECK_THROWS_WITH(shared.get("dictionary/1"), "cannot open /dict/words.dawg");
  CHECK(shared.opened("dictionary/1") == 0);
  present = true;
  CHECK(shared.get("dictionary/1") != nullptr);
  CHECK(shared.opened("dictionary/1") == 1);
  CHECK(shared.get("dictionary/2") == nullptr);
}
