// Catch's main, with one option of ours: --database=postgresql runs every host
// a test starts on a PostgreSQL database of the cluster the ctest fixture
// `postgres` started (TestDatabase.hpp). ctest registers the storage-touching
// suites twice, the second copy under the prefix "postgresql: " with it.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    if (std::string(argv[i]) == "--database=postgresql")
      setenv("PROOFREADER_TEST_DATABASE", "postgresql", 1);
    else
      args.push_back(argv[i]);
  }
  return Catch::Session().run(static_cast<int>(args.size()), args.data());
}
