#include "SpecStore.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Session.h>
#include <Poco/Data/Statement.h>
#include <Poco/File.h>
#include <Poco/Path.h>
#include <stdexcept>

#include <algorithm>
#include <fstream>
#include <proofreader/kit/timestamps.hpp>
#include <sstream>
#include <storerows/Rows.hpp>
#include <storerows/WriteTransaction.hpp>

namespace proofreader::api {

using namespace Poco::Data::Keywords;
using Poco::Int64;
using Poco::Data::RecordSet;
using storerows::first;
using storerows::select_all;

namespace {

void write_file(const std::string& path, const std::string& bytes) {
  Poco::File(Poco::Path(path).parent()).createDirectories();
  std::string partial = path + ".part";
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + partial);
  }
  Poco::File(partial).renameTo(path);
}

std::string read_whole(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw sdk::ApiError(500, "file_missing", "The stored file is missing", "Сохранённый файл не найден");
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

const char* kVersionColumns =
    "spec_id, version, file_name, format, openapi_version, title, operation_count, segment_count, size, "
    "created_at";

VersionRow version_from(RecordSet& r) {
  VersionRow v;
  v.spec_id = r["spec_id"].convert<Int64>();
  v.version = r["version"].convert<int>();
  v.file_name = r["file_name"].convert<std::string>();
  v.format = r["format"].convert<std::string>();
  v.openapi_version = r["openapi_version"].convert<std::string>();
  v.title = r["title"].convert<std::string>();
  v.operation_count = r["operation_count"].convert<int>();
  v.segment_count = r["segment_count"].convert<int>();
  v.size = r["size"].convert<Int64>();
  v.created_at = r["created_at"].convert<std::string>();
  return v;
}

const char* kSpecColumns = "id, owner_id, owner_login, created_at";

// The spec's own columns; its latest version comes from spec_versions.
SpecRow spec_from(RecordSet& r) {
  SpecRow s;
  s.id = r["id"].convert<Int64>();
  s.owner_id = r["owner_id"].convert<Int64>();
  s.owner_login = r["owner_login"].convert<std::string>();
  s.created_at = r["created_at"].convert<std::string>();
  return s;
}

const char* kDocumentColumns =
    "id, spec_id, spec_version, owner_id, owner_login, file_name, size, created_at";

DocumentRow document_from(RecordSet& r) {
  DocumentRow d;
  d.id = r["id"].convert<Int64>();
  d.spec_id = r["spec_id"].convert<Int64>();
  d.spec_version = r["spec_version"].convert<int>();
  d.owner_id = r["owner_id"].convert<Int64>();
  d.owner_login = r["owner_login"].convert<std::string>();
  d.file_name = r["file_name"].convert<std::string>();
  d.size = r["size"].convert<Int64>();
  d.created_at = r["created_at"].convert<std::string>();
  return d;
}

using Translated = std::pair<std::string, TranslationEntry>;  // a source and its translation

// A row of source, translation and origin; hand edits have no origin column,
// theirs is "edited".
Translated translated_from(RecordSet& r) {
  return {r["source"].convert<std::string>(),
          {r["translation"].convert<std::string>(),
           r.columnCount() > 2 ? r["origin"].convert<std::string>() : std::string("edited")}};
}

}  // namespace

SpecStore::SpecStore(sdk::HostServices& host) : host_(host), root_(host.data_directory()) {
  host_.migrate({
      "CREATE TABLE specs (id INTEGER PRIMARY KEY AUTOINCREMENT, owner_id INTEGER NOT NULL, owner_login TEXT "
      "NOT "
      "NULL, created_at TEXT NOT NULL)",
      "CREATE TABLE spec_versions (spec_id INTEGER NOT NULL REFERENCES specs(id) ON DELETE CASCADE, version "
      "INTEGER NOT NULL, file_name TEXT NOT NULL, format TEXT NOT NULL, openapi_version TEXT NOT NULL, title "
      "TEXT "
      "NOT NULL, operation_count INTEGER NOT NULL, segment_count INTEGER NOT NULL, size INTEGER NOT NULL, "
      "created_at TEXT NOT NULL, PRIMARY KEY (spec_id, version))",
      "CREATE TABLE translation_memory (source TEXT NOT NULL, target TEXT NOT NULL, translation TEXT NOT "
      "NULL, "
      "origin TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (source, target))",
      "CREATE TABLE api_documents (id INTEGER PRIMARY KEY AUTOINCREMENT, spec_id INTEGER NOT NULL REFERENCES "
      "specs(id) ON DELETE CASCADE, spec_version INTEGER NOT NULL, owner_id INTEGER NOT NULL, owner_login "
      "TEXT NOT "
      "NULL, file_name TEXT NOT NULL, size INTEGER NOT NULL, created_at TEXT NOT NULL)",
      // Hand edits are their author's specs' own (docs/security-permissions.md); the
      // "edited" rows of translation_memory made before this step stay shared.
      "CREATE TABLE translation_edits (owner_id INTEGER NOT NULL, source TEXT NOT NULL, target TEXT NOT "
      "NULL, translation TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (owner_id, source, target))",
  });
}

std::string SpecStore::version_path(std::int64_t spec_id, int version) const {
  return root_ + "/specs/" + std::to_string(spec_id) + "/" + std::to_string(version) + ".src";
}

std::string SpecStore::document_path(std::int64_t id) const {
  return root_ + "/documents/" + std::to_string(id) + ".src";
}

VersionRow SpecStore::add_version(std::int64_t spec_id, const sdk::User& owner, VersionRow meta,
                                  const std::string& bytes) {
  auto session = host_.store();
  storerows::WriteTransaction transaction(session);
  std::string created = kit::now_iso_utc();
  if (spec_id == 0) {
    session << "INSERT INTO specs (owner_id, owner_login, created_at) VALUES ($1, $2, $3) RETURNING id",
        bind(owner.id), bind(owner.login), bind(created), into(spec_id), now;
  }
  int next = 0;
  session << "SELECT COALESCE(MAX(version), 0) + 1 FROM spec_versions WHERE spec_id = $1", bind(spec_id),
      into(next), now;
  meta.spec_id = spec_id;
  meta.version = next;
  meta.created_at = created;
  meta.size = static_cast<std::int64_t>(bytes.size());
  write_file(version_path(spec_id, next), bytes);
  session << "INSERT INTO spec_versions (" + std::string(kVersionColumns) +
                 ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
      bind(meta.spec_id), bind(meta.version), bind(meta.file_name), bind(meta.format),
      bind(meta.openapi_version), bind(meta.title), bind(meta.operation_count), bind(meta.segment_count),
      bind(meta.size), bind(meta.created_at), now;
  transaction.commit();
  return meta;
}

std::vector<SpecRow> SpecStore::specs() {
  auto rows = select_all<SpecRow>(
      host_.store(), "SELECT " + std::string(kSpecColumns) + " FROM specs ORDER BY id DESC", spec_from);
  for (auto& row : rows)
    if (auto latest = version(row.id, 0)) row.latest = *latest;
  return rows;
}

std::optional<SpecRow> SpecStore::spec(std::int64_t id) {
  auto row = first(select_all<SpecRow>(
      host_.store(), "SELECT " + std::string(kSpecColumns) + " FROM specs WHERE id = $1", spec_from, id));
  if (row)
    if (auto latest = version(id, 0)) row->latest = *latest;
  return row;
}

std::vector<VersionRow> SpecStore::versions(std::int64_t spec_id) {
  return select_all<VersionRow>(
      host_.store(),
      "SELECT " + std::string(kVersionColumns) + " FROM spec_versions WHERE spec_id = $1 ORDER BY version",
      version_from, spec_id);
}

std::optional<VersionRow> SpecStore::version(std::int64_t spec_id, int version) {
  const std::string select =
      "SELECT " + std::string(kVersionColumns) + " FROM spec_versions WHERE spec_id = $1";
  if (version == 0)
    return first(select_all<VersionRow>(host_.store(), select + " ORDER BY version DESC LIMIT 1",
                                        version_from, spec_id));
  return first(
      select_all<VersionRow>(host_.store(), select + " AND version = $2", version_from, spec_id, version));
}

std::string SpecStore::read_file(const VersionRow& version) const {
  return read_whole(version_path(version.spec_id, version.version));
}

void SpecStore::delete_spec(std::int64_t id) {
  auto session = host_.store();
  std::vector<std::int64_t> documents;
  session << "SELECT id FROM api_documents WHERE spec_id = $1", bind(id), into(documents), now;
  session << "DELETE FROM specs WHERE id = $1", bind(id), now;
  // Files after the rows: a crash between leaves an orphan file, never a row without its file.
  Poco::File folder(root_ + "/specs/" + std::to_string(id));
  if (folder.exists()) folder.remove(true);
  for (auto document : documents)
    if (Poco::File file(document_path(document)); file.exists()) file.remove();
}

std::unordered_map<std::string, TranslationEntry> SpecStore::translations(
    const std::vector<std::string>& sources, const std::string& target, std::int64_t spec_id) {
  std::unordered_map<std::string, TranslationEntry> out;
  auto session = host_.store();
  constexpr std::size_t kChunk = 400;  // under SQLite's bound-parameter limit
  for (std::size_t begin = 0; begin < sources.size(); begin += kChunk) {
    std::size_t end = std::min(sources.size(), begin + kChunk);
    // `first`: the number of the first source's parameter.
    const auto source_list = [&](std::size_t first) {
      std::string marks;
      for (std::size_t i = begin; i < end; ++i)
        marks += (i == begin ? "$" : ", $") + std::to_string(i - begin + first);
      return "source IN (" + marks + ")";
    };
    // The rows of `sql` (its own parameters, then the chunk's sources) laid over `out`.
    const auto lay_over = [&](const std::string& sql, auto... params) {
      Poco::Data::Statement select(session);
      select << sql + source_list(sizeof...(params) + 1);
      (select.addBind(bind(params)), ...);
      for (std::size_t i = begin; i < end; ++i) select.addBind(bind(sources[i]));
      for (auto& [source, entry] : storerows::rows_of<Translated>(select, translated_from))
        out[source] = std::move(entry);
    };
    lay_over("SELECT source, translation, origin FROM translation_memory WHERE target = $1 AND ", target);
    // The spec owner's hand edits, over the memory.
    lay_over(
        "SELECT source, translation FROM translation_edits WHERE target = $1 AND owner_id = (SELECT "
        "owner_id FROM specs WHERE id = $2) AND ",
        target, spec_id);
  }
  return out;
}

void SpecStore::put_translation(const std::string& source, const std::string& target,
                                const std::string& translation) {
  auto session = host_.store();
  std::string updated = kit::now_iso_utc();
  session << "INSERT INTO translation_memory (source, target, translation, origin, updated_at) VALUES ($1, "
             "$2, $3, 'model', $4) "
             "ON CONFLICT (source, target) DO UPDATE SET translation = excluded.translation, updated_at = "
             "excluded.updated_at WHERE translation_memory.origin <> 'edited'",
      bind(source), bind(target), bind(translation), bind(updated), now;
}

void SpecStore::put_edit(std::int64_t spec_id, const std::string& source, const std::string& target,
                         const std::string& translation) {
  auto session = host_.store();
  std::string updated = kit::now_iso_utc();
  session << "INSERT INTO translation_edits (owner_id, source, target, translation, updated_at) "
             "SELECT owner_id, $1, $2, $3, $4 FROM specs WHERE id = $5 "
             "ON CONFLICT (owner_id, source, target) DO UPDATE SET translation = excluded.translation, "
             "updated_at = excluded.updated_at",
      bind(source), bind(target), bind(translation), bind(updated), bind(spec_id), now;
}

DocumentRow SpecStore::add_document(DocumentRow row, const std::string& bytes) {
  auto session = host_.store();
  storerows::WriteTransaction transaction(session);
  row.created_at = kit::now_iso_utc();
  row.size = static_cast<std::int64_t>(bytes.size());
  session << "INSERT INTO api_documents (spec_id, spec_version, owner_id, owner_login, file_name, size, "
             "created_at) "
             "VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
      bind(row.spec_id), bind(row.spec_version), bind(row.owner_id), bind(row.owner_login),
      bind(row.file_name), bind(row.size), bind(row.created_at), into(row.id), now;
  write_file(document_path(row.id), bytes);
  transaction.commit();
  return row;
}

std::vector<DocumentRow> SpecStore::documents(std::int64_t spec_id) {
  const std::string select = "SELECT " + std::string(kDocumentColumns) + " FROM api_documents";
  if (spec_id == 0)
    return select_all<DocumentRow>(host_.store(), select + " ORDER BY id DESC", document_from);
  return select_all<DocumentRow>(host_.store(), select + " WHERE spec_id = $1 ORDER BY id DESC",
                                 document_from, spec_id);
}

std::optional<DocumentRow> SpecStore::document(std::int64_t id) {
  return first(select_all<DocumentRow>(
      host_.store(), "SELECT " + std::string(kDocumentColumns) + " FROM api_documents WHERE id = $1",
      document_from, id));
}

std::string SpecStore::read_document(const DocumentRow& row) const {
  return read_whole(document_path(row.id));
}

void SpecStore::delete_document(std::int64_t id) {
  auto session = host_.store();
  session << "DELETE FROM api_documents WHERE id = $1", bind(id), now;
  if (Poco::File file(document_path(id)); file.exists()) file.remove();
}

}  // namespace proofreader::api
