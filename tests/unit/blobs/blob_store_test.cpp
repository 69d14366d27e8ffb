#include <catch2/catch.hpp>

#include <filesystem>

#include <proofreader/sdk/http.hpp>

#include <proofreader/blobs/BlobStore.hpp>
#include "TempDir.hpp"

using namespace proofreader::blobs;
namespace fs = std::filesystem;

namespace {

std::size_t files_in(const std::string& dir) {
  std::size_t n = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) ++n;
  return n;
}

std::string store_bytes(BlobStore& store, const std::string& bytes) {
  BlobWriter writer(store, 1000);
  writer.write(bytes.data(), bytes.size());
  return writer.commit();
}

}  // namespace

TEST_CASE("blob store: content is addressed by its SHA-256 and stored once", "[documents][blobs]") {
  proofreader::test::TempDir dir;
  BlobStore store(dir.path());
  const std::string a = store_bytes(store, "abc");
  CHECK(a == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(store.read(a) == "abc");
  CHECK(store.size(a) == 3);
  CHECK(store_bytes(store, "abc") == a);
  CHECK(store.list() == std::vector<std::string>{a});
  CHECK(files_in(store.temporary_folder()) == 0);
  store.remove(a);
  CHECK_FALSE(store.contains(a));
}

TEST_CASE("blob store: past the limit the write is refused and nothing stays", "[documents][blobs]") {
  proofreader::test::TempDir dir;
  BlobStore store(dir.path());
  {
    BlobWriter writer(store, 10);
    writer.write("0123456789", 10);
    try {
      writer.write("x", 1);
      FAIL("no error past the limit");
    } catch (const proofreader::sdk::ApiError& e) {
      CHECK(e.status() == 413);
      CHECK(e.code() == "file_too_large");
    }
  }
  CHECK(files_in(dir.path()) == 0);
}

TEST_CASE("blob store: temporaries of interrupted uploads are removed at start", "[documents][blobs]") {
  proofreader::test::TempDir dir;
  BlobStore store(dir.path());
  auto* abandoned = new BlobWriter(store, 100);  // a crash: never committed, never destroyed
  abandoned->write("half", 4);
  CHECK(files_in(store.temporary_folder()) == 1);
  store.remove_temporaries();
  CHECK(files_in(store.temporary_folder()) == 0);
  CHECK(store.list().empty());
  CHECK(store.writable());
  delete abandoned;  // its file is gone already; the destructor must not mind
}
