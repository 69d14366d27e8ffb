// GET /api/repo/files/{id}/diff?from=&to=: what changed in the extracted text
// between two versions of a file, block by block and, within a changed block,
// word by word (the shared textdiff library, as the watch section uses it).
//
// The text is extracted again from the stored blobs rather than kept from
// indexing: the index keeps only the latest version, and a diff may compare
// any two.
#include <Poco/NumberParser.h>

#include <map>

#include <proofreader/kit/numbers.hpp>
#include <proofreader/sdk/http.hpp>
#include <proofreader/textdiff/textdiff.hpp>

#include "JsonViews.hpp"
#include "RepositoryRoutes.hpp"
#include "VersionText.hpp"

namespace proofreader::documents {

using Poco::JSON::Array;
using Poco::JSON::Object;
using sdk::ApiError;
using sdk::RequestContext;

namespace {

int version_query(RequestContext& ctx, const std::string& name) {
  const std::string value = ctx.query(name);
  if (value.empty())
    throw ApiError(400, "missing_version", "Give both versions to compare: ?from=N&to=M",
                   "Укажите обе сравниваемые версии: ?from=N&to=M");
  int number = 0;
  if (!Poco::NumberParser::tryParse(value, number) || number < 1)
    throw ApiError::bad_request(name + " must be a version number (1, 2, …)",
                                name + " должен быть номером версии (1, 2, …)");
  return number;
}

}  // namespace

// The blocks of a version; 422 when its text could not be extracted.
std::vector<std::string> RepositoryRoutes::version_blocks(const File& file, const Version& version) {
  const VersionText text = extract_version(host_, blobs_, version.sha256, file.name);
  if (text.error_ru)
    throw ApiError(
        422, "not_extractable",
        "Version " + std::to_string(version.number) + " has no text to compare: " + text.error_en,
        "У версии " + std::to_string(version.number) + " нет текста для сравнения: " + *text.error_ru);
  std::vector<std::string> blocks;
  for (const auto& block : text.blocks) blocks.push_back(block.text);
  return blocks;
}

void RepositoryRoutes::diff(RequestContext& ctx) {
  const File file = repository_.file(kit::id_param(ctx, "id", 0));
  const int from_number = version_query(ctx, "from");
  const int to_number = version_query(ctx, "to");
  if (from_number == to_number)
    throw ApiError(400, "same_version", "from and to are the same version; pick two different ones",
                   "Сравнивается версия сама с собой; выберите две разные");
  auto version_of = [&](int number) {
    for (const auto& v : file.versions)
      if (v.number == number) return v;
    throw ApiError(404, "not_found", "File " + file.name + " has no version " + std::to_string(number),
                   "У файла " + file.name + " нет версии " + std::to_string(number));
  };
  const Version from = version_of(from_number), to = version_of(to_number);
  const auto old_blocks = version_blocks(file, from), new_blocks = version_blocks(file, to);

  std::map<std::string, int> counts{{"equal", 0}, {"removed", 0}, {"added", 0}, {"changed", 0}};
  Array::Ptr blocks = new Array;
  for (const auto& op : textdiff::diff_blocks(old_blocks, new_blocks)) {
    Object::Ptr o = new Object;
    const std::string kind(textdiff::to_string(op.kind));
    ++counts[kind];
    o->set("op", kind);
    o->set("from_index", op.from);
    o->set("to_index", op.to);
    if (op.from >= 0) o->set("from_text", old_blocks[op.from]);
    if (op.to >= 0) o->set("to_text", new_blocks[op.to]);
    if (!op.words.empty()) {
      Array::Ptr words = new Array;
      for (const auto& w : op.words) {
        Object::Ptr wo = new Object;
        wo->set("op", std::string(textdiff::to_string(w.kind)));
        wo->set("text", w.text);
        words->add(wo);
      }
      o->set("words", words);
    }
    blocks->add(o);
  }
  Object::Ptr summary = new Object;
  for (const auto& [kind, n] : counts) summary->set(kind, n);
  Object::Ptr body = new Object;
  body->set("file_id", file.id);
  body->set("name", file.name);
  body->set("from", version_json(from));
  body->set("to", version_json(to));
  body->set("counts", summary);
  body->set("blocks", blocks);
  ctx.send_json(body);
}

void RepositoryRoutes::add_diff_route(sdk::RouteRegistrar& routes) {
  routes.add({"GET", "/api/repo/files/{id}/diff", sdk::Access::user,
              "The extracted text of two versions compared (?from=N&to=M): {from, to, counts, blocks: [{op: "
              "equal|removed|added|changed, from_index, to_index, from_text, to_text, words: [{op, text}]}]}",
              [this](RequestContext& ctx) { diff(ctx); }});
}

}  // namespace proofreader::documents
