// OriginalStore: the files users upload for a check, kept with the check's
// history entry so its remarks can be written back into them
// (DocumentExport). The bytes are blobs on the data volume
// (<data>/originals, plugins/lib/blobs: named by their SHA-256, written
// through a temporary file, identical uploads kept once); check_originals
// links a history entry to its blob, and goes with the entry.
//
// A blob is written when the check starts (the job then drops the upload
// from memory) and linked when the check's history entry is saved; a check
// that ends without one gives its blob back. The blob of a deleted entry goes
// when no other entry and no running check uses it.
//
// Thread-safe: one mutex orders writing, linking and removing blobs, so a
// blob is never removed while a check adopts it. (With several backends on
// one volume this would need the database's lock; one backend owns it today.)
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include <proofreader/blobs/BlobStore.hpp>

#include "storage/Database.hpp"

namespace proofreader::host {

class OriginalStore {
 public:
  OriginalStore(Database& db, const std::string& data_dir);

  // Keeps `bytes` for a check about to run and returns their address.
  // Throws std::system_error when the volume refuses the write.
  std::string put(std::string_view bytes);
  // Makes blob `sha256` the original of history entry `history_id`.
  void link(std::int64_t history_id, const std::string& sha256, const std::string& file_name,
            const std::string& format);
  // A check that put `sha256` ended without a history entry.
  void abandon(const std::string& sha256);

  struct Original {
    std::string bytes;
    std::string file_name;
    std::string format;  // "docx", "md" or "txt"
  };
  // The file history entry `history_id` was checked from, if it was kept.
  std::optional<Original> of(std::int64_t history_id);
  // The address of that file, if any (to release() after the entry goes).
  std::optional<std::string> address_of(std::int64_t history_id);
  // Removes blob `sha256` unless an entry or a running check still uses it.
  void release(const std::string& sha256);

 private:
  Database& db_;
  blobs::BlobStore blobs_;
  std::mutex mutex_;
  std::multiset<std::string> pending_;  // put, not yet linked or abandoned
};

}  // namespace proofreader::host
