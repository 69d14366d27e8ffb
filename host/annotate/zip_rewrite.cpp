#include "annotate/zip_rewrite.hpp"

#include <zlib.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <stdexcept>

#include "extract/extract_error.hpp"

namespace proofreader::host {
namespace {

constexpr std::uint32_t kLocalSignature = 0x04034b50;
constexpr std::uint32_t kCentralSignature = 0x02014b50;
constexpr std::uint32_t kEndSignature = 0x06054b50;
constexpr std::uint32_t kDescriptorSignature = 0x08074b50;
constexpr std::size_t kLocalSize = 30, kCentralSize = 46, kEndSize = 22;

[[noreturn]] void damaged(const std::string& what) {
  throw bad_document("damaged zip archive (" + what + ")", "повреждённый zip-архив");
}

std::uint32_t get(std::string_view bytes, std::size_t at, int width) {
  if (at + width > bytes.size()) damaged("a record runs past the end");
  std::uint32_t value = 0;
  for (int i = width - 1; i >= 0; --i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
  return value;
}

void put(std::string& out, std::uint32_t value, int width) {
  for (int i = 0; i < width; ++i) out += static_cast<char>((value >> (8 * i)) & 0xFF);
}

void patch(std::string& record, std::size_t at, std::uint32_t value, int width) {
  for (int i = 0; i < width; ++i) record[at + i] = static_cast<char>((value >> (8 * i)) & 0xFF);
}

struct Deflated {
  std::string data;
  std::uint32_t crc = 0;
  std::uint32_t size = 0;
};

Deflated deflate_raw(const std::string& content) {
  Deflated out;
  out.crc = static_cast<std::uint32_t>(
      crc32(0, reinterpret_cast<const Bytef*>(content.data()), static_cast<uInt>(content.size())));
  out.size = static_cast<std::uint32_t>(content.size());
  z_stream z{};
  if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("zlib: deflateInit2 failed");
  out.data.resize(deflateBound(&z, static_cast<uLong>(content.size())));
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(content.data()));
  z.avail_in = static_cast<uInt>(content.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data.data());
  z.avail_out = static_cast<uInt>(out.data.size());
  const int result = deflate(&z, Z_FINISH);
  out.data.resize(z.total_out);
  deflateEnd(&z);
  if (result != Z_STREAM_END) throw std::runtime_error("zlib: deflate did not finish");
  return out;
}

// A local header for new data; the central record gets the same fields.
std::string local_header(const std::string& name, const Deflated& d, std::uint32_t dos_time) {
  std::string h;
  put(h, kLocalSignature, 4);
  put(h, 20, 2);      // version needed: deflate
  put(h, 0x0800, 2);  // flags: UTF-8 name; sizes are in this header
  put(h, 8, 2);       // method: deflate
  put(h, dos_time, 4);
  put(h, d.crc, 4);
  put(h, static_cast<std::uint32_t>(d.data.size()), 4);
  put(h, d.size, 4);
  put(h, static_cast<std::uint32_t>(name.size()), 2);
  put(h, 0, 2);
  return h + name;
}

std::string central_record(const std::string& name, const Deflated& d, std::uint32_t dos_time) {
  std::string r;
  put(r, kCentralSignature, 4);
  put(r, 20, 2);  // made by: MS-DOS, 2.0
  put(r, 20, 2);
  put(r, 0x0800, 2);
  put(r, 8, 2);
  put(r, dos_time, 4);
  put(r, d.crc, 4);
  put(r, static_cast<std::uint32_t>(d.data.size()), 4);
  put(r, d.size, 4);
  put(r, static_cast<std::uint32_t>(name.size()), 2);
  put(r, 0, 2);  // extra
  put(r, 0, 2);  // comment
  put(r, 0, 2);  // disk
  put(r, 0, 2);  // internal attributes
  put(r, 0, 4);  // external attributes
  put(r, 0, 4);  // offset, patched when written
  return r + name;
}

}  // namespace

std::string rewrite_zip(std::string_view original,
                        const std::vector<std::pair<std::string, std::string>>& changes) {
  // The end of central directory record: the last signature within the
  // comment's reach.
  if (original.size() < kEndSize) damaged("too short");
  std::size_t end = std::string_view::npos;
  const std::size_t lowest = original.size() >= kEndSize + 0xFFFF ? original.size() - kEndSize - 0xFFFF : 0;
  for (std::size_t at = original.size() - kEndSize + 1; at-- > lowest;) {
    if (get(original, at, 4) == kEndSignature) {
      end = at;
      break;
    }
  }
  if (end == std::string_view::npos) damaged("no end of central directory");
  const std::uint32_t count = get(original, end + 10, 2);
  const std::uint32_t directory = get(original, end + 16, 4);
  if (count == 0xFFFF || directory == 0xFFFFFFFF)
    throw bad_document("ZIP64 archives are not rewritten", "архивы ZIP64 не поддерживаются");
  const std::string_view archive_comment = original.substr(end + kEndSize, get(original, end + 20, 2));

  std::map<std::string, const std::string*> pending;
  for (const auto& [name, content] : changes) pending[name] = &content;

  // The central directory, in its order; entries are written in the order
  // of their data (which may differ: Poco::Zip sorts its directory by name).
  struct Entry {
    std::string record;
    std::string name;
    std::uint32_t flags, dos_time, compressed, local;
  };
  std::vector<Entry> entries;
  std::size_t at = directory;
  for (std::uint32_t i = 0; i < count; ++i) {
    if (get(original, at, 4) != kCentralSignature) damaged("bad central directory record");
    Entry e;
    e.flags = get(original, at + 8, 2);
    e.dos_time = get(original, at + 12, 4);
    e.compressed = get(original, at + 20, 4);
    e.local = get(original, at + 42, 4);
    const std::size_t name_size = get(original, at + 28, 2);
    const std::size_t record_size =
        kCentralSize + name_size + get(original, at + 30, 2) + get(original, at + 32, 2);
    if (at + record_size > original.size()) damaged("a record runs past the end");
    if (e.compressed == 0xFFFFFFFF || e.local == 0xFFFFFFFF)
      throw bad_document("ZIP64 archives are not rewritten", "архивы ZIP64 не поддерживаются");
    e.name = std::string(original.substr(at + kCentralSize, name_size));
    e.record = std::string(original.substr(at, record_size));
    entries.push_back(std::move(e));
    at += record_size;
  }
  std::vector<Entry*> by_data;
  for (Entry& e : entries) by_data.push_back(&e);
  std::stable_sort(by_data.begin(), by_data.end(),
                   [](const Entry* a, const Entry* b) { return a->local < b->local; });

  std::string out;
  out.reserve(original.size() + 64 * 1024);
  for (Entry* e : by_data) {
    std::string& record = e->record;
    const auto change = pending.find(e->name);
    if (change != pending.end()) {
      // Replaced in place: the central record keeps its extra fields and
      // attributes, with the new method, sizes and checksum.
      const Deflated d = deflate_raw(*change->second);
      pending.erase(change);
      patch(record, 8, (e->flags & ~0x0008u) | 0x0800u, 2);
      patch(record, 10, 8, 2);
      patch(record, 16, d.crc, 4);
      patch(record, 20, static_cast<std::uint32_t>(d.data.size()), 4);
      patch(record, 24, d.size, 4);
      patch(record, 42, static_cast<std::uint32_t>(out.size()), 4);
      out += local_header(e->name, d, e->dos_time) + d.data;
      continue;
    }
    // Kept: the local header, data and descriptor as they are.
    if (get(original, e->local, 4) != kLocalSignature) damaged("bad local header");
    std::size_t data_end = std::size_t{e->local} + kLocalSize + get(original, e->local + 26, 2) +
                           get(original, e->local + 28, 2) + std::size_t{e->compressed};
    if (e->flags & 0x0008) data_end += get(original, data_end, 4) == kDescriptorSignature ? 16 : 12;
    if (data_end > original.size()) damaged("entry data runs past the end");
    patch(record, 42, static_cast<std::uint32_t>(out.size()), 4);
    out.append(original.substr(e->local, data_end - e->local));
  }
  std::string records;
  for (const Entry& e : entries) records += e.record;
  std::size_t added = 0;
  for (const auto& [name, content] : changes) {
    if (!pending.count(name)) continue;
    ++added;
    const Deflated d = deflate_raw(content);
    std::string record = central_record(name, d, 0x00210000);  // 1980-01-01 00:00, the DOS epoch
    patch(record, 42, static_cast<std::uint32_t>(out.size()), 4);
    out += local_header(name, d, 0x00210000) + d.data;
    records += record;
    pending.erase(name);
  }
  const std::size_t total = count + added;
  const auto directory_offset = static_cast<std::uint32_t>(out.size());
  out += records;
  if (total >= 0xFFFF || out.size() >= 0xFFFFFFFF)
    throw bad_document("the rewritten archive would need ZIP64", "архив слишком велик для записи");
  put(out, kEndSignature, 4);
  put(out, 0, 2);
  put(out, 0, 2);
  put(out, static_cast<std::uint32_t>(total), 2);
  put(out, static_cast<std::uint32_t>(total), 2);
  put(out, static_cast<std::uint32_t>(records.size()), 4);
  put(out, directory_offset, 4);
  put(out, static_cast<std::uint32_t>(archive_comment.size()), 2);
  out.append(archive_comment);
  return out;
}

}  // namespace proofreader::host
