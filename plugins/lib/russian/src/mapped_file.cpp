#include "mapped_file.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace proofreader::russian {

MappedFile::MappedFile(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd, &st) != 0 || st.st_size <= 0) {
    ::close(fd);
    throw std::runtime_error("cannot read " + path + ": empty or unreadable file");
  }
  size_ = static_cast<std::size_t>(st.st_size);
  // Populated now: the dictionary is read at random, and faulting its pages in
  // one by one would fall on the first checks instead of on start-up.
  void* p = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
  ::close(fd);
  if (p == MAP_FAILED) throw std::runtime_error("cannot map " + path + ": " + std::strerror(errno));
  data_ = static_cast<const unsigned char*>(p);
}

MappedFile::~MappedFile() {
  ::munmap(const_cast<unsigned char*>(data_), size_);
}

}  // namespace proofreader::russian
