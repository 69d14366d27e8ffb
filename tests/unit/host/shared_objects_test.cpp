// SharedObjects: one object per type, however many ask at once; a factory
// that fails is tried again; an unknown name, or a known one asked for with
// another version or layout, is nothing.
#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "loading/SharedObjects.hpp"

using namespace proofreader::host;
using proofreader::sdk::SharedObjectType;

namespace {

const SharedObjectType kNumbers{"numbers", 1, sizeof(int), alignof(int)};
const SharedObjectType kDictionary{"dictionary", 1, sizeof(int), alignof(int)};

}  // namespace

TEST_CASE("shared objects: eight plugins asking at once get one object, made once") {
  SharedObjects shared;
  std::atomic<int> made{0};
  shared.offer(kNumbers, [&] {
    ++made;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    return std::shared_ptr<const void>(std::make_shared<const int>(42));
  });
  std::vector<std::shared_ptr<const void>> got(8);
  std::vector<std::thread> askers;
  for (int i = 0; i < 8; ++i) askers.emplace_back([&, i] { got[i] = shared.get(kNumbers); });
  for (auto& t : askers) t.join();
  CHECK(made == 1);
  CHECK(shared.opened("numbers") == 1);
  for (const auto& object : got) {
    REQUIRE(object);
    CHECK(object == got[0]);
  }
  CHECK(*std::static_pointer_cast<const int>(got[0]) == 42);
}

TEST_CASE("shared objects: a failed open is tried again, an unknown name gives nothing") {
  SharedObjects shared;
  bool present = false;
  shared.offer(kDictionary, [&]() -> std::shared_ptr<const void> {
    if (!present) throw std::runtime_error("cannot open /dict/words.dawg");
    return std::make_shared<const int>(7);
  });
  CHECK_THROWS_WITH(shared.get(kDictionary), "cannot open /dict/words.dawg");
  CHECK(shared.opened("dictionary") == 0);
  present = true;
  CHECK(shared.get(kDictionary) != nullptr);
  CHECK(shared.opened("dictionary") == 1);
  CHECK(shared.get({"thesaurus", 1, sizeof(int), alignof(int)}) == nullptr);
}

TEST_CASE("shared objects: another version, size or alignment of the type gets nothing, never the object") {
  SharedObjects shared;
  shared.offer(kNumbers, [] { return std::shared_ptr<const void>(std::make_shared<const int>(42)); });
  CHECK(shared.get({"numbers", 2, sizeof(int), alignof(int)}) == nullptr);          // a newer interface
  CHECK(shared.get({"numbers", 1, sizeof(long double), alignof(int)}) == nullptr);  // another layout
  CHECK(shared.get({"numbers", 1, sizeof(int), 1}) == nullptr);
  CHECK(shared.opened("numbers") == 0);  // a mismatch does not even open it
  CHECK(shared.get(kNumbers) != nullptr);
}
