// Internal: a read-only memory mapping of a whole file. Owns the mapping;
// immutable and shareable between threads once constructed.
#pragma once

#include <cstddef>
#include <string>

namespace proofreader::russian {

class MappedFile {
 public:
  // Throws std::runtime_error naming the file when it cannot be opened or mapped.
  explicit MappedFile(const std::string& path);
  ~MappedFile();
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;

  const unsigned char* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  const unsigned char* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace proofreader::russian
