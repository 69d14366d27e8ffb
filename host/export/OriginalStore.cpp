#include "export/OriginalStore.hpp"

#include <Poco/Data/Statement.h>

namespace proofreader::host {

using namespace Poco::Data::Keywords;

OriginalStore::OriginalStore(Database& db, const std::string& data_dir)
    : db_(db), blobs_(data_dir + "/originals") {
  blobs_.remove_temporaries();
}

std::string OriginalStore::put(std::string_view bytes) {
  blobs::BlobWriter writer(blobs_, bytes.size());
  writer.write(bytes.data(), bytes.size());
  std::lock_guard lock(mutex_);  // the blob appears under the lock that release() takes
  std::string sha256 = writer.commit();
  pending_.insert(sha256);
  return sha256;
}

void OriginalStore::link(std::int64_t history_id, const std::string& sha256, const std::string& file_name,
                         const std::string& format) {
  std::lock_guard lock(mutex_);
  auto session = db_.session();
  Poco::Int64 id = history_id, size = static_cast<Poco::Int64>(blobs_.size(sha256));
  std::string sha = sha256, name = file_name, kind = format;
  session << "INSERT INTO check_originals (history_id, sha256, file_name, format, size) "
             "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (history_id) DO UPDATE SET sha256 = excluded.sha256, "
             "file_name = excluded.file_name, format = excluded.format, size = excluded.size",
      use(id), use(sha), use(name), use(kind), use(size), now;
  if (auto it = pending_.find(sha256); it != pending_.end()) pending_.erase(it);
}

void OriginalStore::abandon(const std::string& sha256) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = pending_.find(sha256); it != pending_.end()) pending_.erase(it);
  }
  release(sha256);
}

std::optional<OriginalStore::Original> OriginalStore::of(std::int64_t history_id) {
  auto session = db_.session();
  Poco::Int64 id = history_id;
  std::string sha, name, format;
  Poco::Data::Statement select(session);
  select << "SELECT sha256, file_name, format FROM check_originals WHERE history_id = $1", use(id), into(sha),
      into(name), into(format);
  if (select.execute() == 0 || !blobs_.contains(sha)) return std::nullopt;
  return Original{blobs_.read(sha), name, format};
}

std::optional<std::string> OriginalStore::address_of(std::int64_t history_id) {
  auto session = db_.session();
  Poco::Int64 id = history_id;
  std::string sha;
  Poco::Data::Statement select(session);
  select << "SELECT sha256 FROM check_originals WHERE history_id = $1", use(id), into(sha);
  if (select.execute() == 0) return std::nullopt;
  return sha;
}

void OriginalStore::release(const std::string& sha256) {
  std::lock_guard lock(mutex_);
  if (pending_.count(sha256)) return;
  auto session = db_.session();
  std::string sha = sha256;
  Poco::Int64 users = 0;
  session << "SELECT COUNT(*) FROM check_originals WHERE sha256 = $1", use(sha), into(users), now;
  if (users == 0 && blobs_.contains(sha256)) blobs_.remove(sha256);
}

}  // namespace proofreader::host
