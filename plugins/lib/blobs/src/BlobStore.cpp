#include <proofreader/blobs/BlobStore.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <system_error>

#include <Poco/DigestEngine.h>

#include <proofreader/sdk/http.hpp>

namespace proofreader::blobs {

namespace fs = std::filesystem;

namespace {

void fsync_path(const std::string& path, int flags) {
  const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
  if (fd < 0) throw std::system_error(errno, std::generic_category(), "open " + path);
  const int rc = ::fsync(fd);
  ::close(fd);
  if (rc != 0) throw std::system_error(errno, std::generic_category(), "fsync " + path);
}

bool is_address(const std::string& name) {
  if (name.size() != 64) return false;
  for (char c : name)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace

BlobStore::BlobStore(std::string root)
    : root_(std::move(root)), blobs_(root_ + "/blobs"), tmp_(root_ + "/tmp") {
  fs::create_directories(blobs_);
  fs::create_directories(tmp_);
}

void BlobStore::remove_temporaries() {
  for (const auto& entry : fs::directory_iterator(tmp_)) fs::remove_all(entry.path());
}

std::string BlobStore::path(const std::string& sha256) const {
  if (!is_address(sha256)) throw std::invalid_argument("not a blob address: " + sha256);
  return blobs_ + "/" + sha256.substr(0, 2) + "/" + sha256;
}

bool BlobStore::contains(const std::string& sha256) const {
  return fs::exists(path(sha256));
}

std::uint64_t BlobStore::size(const std::string& sha256) const {
  return fs::file_size(path(sha256));
}

std::string BlobStore::read(const std::string& sha256) const {
  std::ifstream in(path(sha256), std::ios::binary);
  if (!in) throw std::runtime_error("blob missing: " + sha256);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return std::move(bytes).str();
}

void BlobStore::remove(const std::string& sha256) {
  std::error_code ignored;
  fs::remove(path(sha256), ignored);
}

std::vector<std::string> BlobStore::list() const {
  std::vector<std::string> addresses;
  for (const auto& shard : fs::directory_iterator(blobs_)) {
    if (!shard.is_directory()) continue;
    for (const auto& entry : fs::directory_iterator(shard.path())) {
      const std::string name = entry.path().filename().string();
      if (is_address(name)) addresses.push_back(name);
    }
  }
  return addresses;
}

bool BlobStore::writable() const {
  const std::string probe = tmp_ + "/.writable-probe";
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return false;
  const bool written = ::write(fd, "x", 1) == 1;
  ::close(fd);
  ::unlink(probe.c_str());
  return written;
}

BlobWriter::BlobWriter(BlobStore& store, std::uint64_t max_bytes) : store_(store), max_bytes_(max_bytes) {
  std::string pattern = store_.temporary_folder() + "/upload-XXXXXX";
  fd_ = ::mkstemp(pattern.data());
  if (fd_ < 0) throw std::system_error(errno, std::generic_category(), "mkstemp");
  temp_path_ = pattern;
}

BlobWriter::~BlobWriter() {
  if (fd_ >= 0) ::close(fd_);
  if (!temp_path_.empty()) ::unlink(temp_path_.c_str());
}

void BlobWriter::write(const char* data, std::size_t length) {
  if (size_ + length > max_bytes_)
    throw sdk::ApiError(
        413, "file_too_large",
        "The file is larger than REPO_MAX_FILE_BYTES (" + std::to_string(max_bytes_) + " bytes)",
        "Файл больше допустимого размера (" + std::to_string(max_bytes_) + " байт)");
  sha_.update(data, length);
  keep_samples(data, length);
  std::size_t done = 0;
  while (done < length) {
    const ssize_t n = ::write(fd_, data + done, length - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::system_error(errno, std::generic_category(), "write " + temp_path_);
    }
    done += static_cast<std::size_t>(n);
  }
  size_ += length;
}

void BlobWriter::keep_samples(const char* data, std::size_t length) {
  if (head_.size() < kHeadBytes) head_.append(data, std::min(length, kHeadBytes - head_.size()));
  tail_.append(data, length);
  if (tail_.size() > 2 * kTailBytes) tail_.erase(0, tail_.size() - kTailBytes);
}

std::string_view BlobWriter::tail() const {
  const std::string_view all(tail_);
  return all.size() > kTailBytes ? all.substr(all.size() - kTailBytes) : all;
}

std::string BlobWriter::commit() {
  if (::fsync(fd_) != 0) throw std::system_error(errno, std::generic_category(), "fsync " + temp_path_);
  ::close(fd_);
  fd_ = -1;
  const std::string sha256 = Poco::DigestEngine::digestToHex(sha_.digest());
  const std::string target = store_.path(sha256);
  const std::string shard = fs::path(target).parent_path().string();
  fs::create_directories(shard);
  if (fs::exists(target)) {  // the same content is already stored: keep one copy
    ::unlink(temp_path_.c_str());
  } else {
    if (::rename(temp_path_.c_str(), target.c_str()) != 0)
      throw std::system_error(errno, std::generic_category(), "rename " + temp_path_);
    fsync_path(shard, O_RDONLY | O_DIRECTORY);
  }
  temp_path_.clear();
  return sha256;
}

}  // namespace proofreader::blobs
