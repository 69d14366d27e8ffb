// A main() for the fuzz targets where libFuzzer is absent (the GCC builds):
// runs LLVMFuzzerTestOneInput once on every file given, or on every file of
// every directory given, so the committed corpora and crashers replay as a
// plain regression test. A crash or an escaped exception fails the run.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) __attribute__((weak));

namespace {

void run_one(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  const std::string data = bytes.str();
  // A copy of exactly the input's size, so reads past the end are caught by ASan.
  std::vector<std::uint8_t> copy(data.begin(), data.end());
  LLVMFuzzerTestOneInput(copy.data(), copy.size());
}

}  // namespace

int main(int argc, char** argv) {
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  std::size_t runs = 0;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path arg = argv[i];
    if (std::filesystem::is_directory(arg)) {
      std::vector<std::filesystem::path> files;
      for (const auto& entry : std::filesystem::recursive_directory_iterator(arg))
        if (entry.is_regular_file()) files.push_back(entry.path());
      std::sort(files.begin(), files.end());
      for (const auto& file : files) {
        run_one(file);
        ++runs;
      }
    } else {
      run_one(arg);
      ++runs;
    }
  }
  std::cout << "replayed " << runs << " inputs" << std::endl;
  return runs > 0 ? 0 : 1;
}
