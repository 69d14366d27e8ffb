// BlobStore: files kept by their content (the repository's versions, the
// host's originals of uploaded checks), addressed by their SHA-256, in
// <root>/blobs/<first two hex digits>/<sha256>. Identical content is stored
// once. An upload is written to <root>/tmp/ by a BlobWriter and becomes a
// blob only by commit(): fsync, then rename to its address, then fsync of
// the folder — so a blob file is always complete, and a crash mid-upload
// leaves only a temporary file, removed by remove_temporaries() at start.
//
// Threads: reads are safe from any thread. commit() and remove() must be
// serialised with the metadata changes that reference blobs (the section's
// write lock), so a blob is never removed while a new version adopts it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <Poco/SHA2Engine.h>

namespace proofreader::blobs {

class BlobStore {
 public:
  explicit BlobStore(std::string root);  // creates the folders

  // Deletes every temporary file (uploads a crash interrupted).
  void remove_temporaries();
  std::string path(const std::string& sha256) const;
  bool contains(const std::string& sha256) const;
  std::uint64_t size(const std::string& sha256) const;
  std::string read(const std::string& sha256) const;
  void remove(const std::string& sha256);
  // The address of every stored blob.
  std::vector<std::string> list() const;
  // Whether a file can be created and removed in the store right now.
  bool writable() const;

  const std::string& temporary_folder() const { return tmp_; }

 private:
  std::string root_;
  std::string blobs_;
  std::string tmp_;
};

// One upload on its way into the store. Owned by the request that writes it;
// not thread-safe. Without commit() the temporary file is removed.
class BlobWriter {
 public:
  BlobWriter(BlobStore& store, std::uint64_t max_bytes);
  ~BlobWriter();
  BlobWriter(const BlobWriter&) = delete;
  BlobWriter& operator=(const BlobWriter&) = delete;

  // Appends bytes; past max_bytes throws sdk::ApiError 413 "file_too_large".
  void write(const char* data, std::size_t length);
  std::uint64_t size() const { return size_; }
  // The first 4 KB and the last 64 KB written, to judge the type by (a zip
  // keeps its directory at the end).
  const std::string& head() const { return head_; }
  std::string_view tail() const;
  // Makes the content a blob (see BlobStore) and returns its SHA-256 (hex).
  std::string commit();

 private:
  static constexpr std::size_t kHeadBytes = 4096;
  static constexpr std::size_t kTailBytes = 65536;
  void keep_samples(const char* data, std::size_t length);

  BlobStore& store_;
  std::uint64_t max_bytes_;
  std::uint64_t size_ = 0;
  std::string head_;
  std::string tail_;
  std::string temp_path_;
  int fd_ = -1;
  Poco::SHA2Engine sha_{Poco::SHA2Engine::SHA_256};
};

}  // namespace proofreader::blobs
