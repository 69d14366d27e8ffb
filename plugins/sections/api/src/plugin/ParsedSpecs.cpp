#include "ParsedSpecs.hpp"

#include <proofreader/kit/numbers.hpp>
#include <proofreader/kit/settings.hpp>
#include <proofreader/russian/plugin_dictionary.hpp>

#include <limits>

namespace proofreader::api {
namespace {

constexpr std::size_t kRecentVersions = 4;

}  // namespace

ParsedSpecs::ParsedSpecs(sdk::HostServices& host, SpecStore& store) : host_(host), store_(store) {
  limits_.max_bytes = kit::whole_number_setting(host, "API_MAX_SPEC_BYTES");
  limits_.max_depth = static_cast<int>(kit::whole_number_setting(host, "API_MAX_DEPTH"));
  limits_.max_nodes = kit::whole_number_setting(host, "API_MAX_NODES");
}

std::shared_ptr<LoadedVersion> ParsedSpecs::parse(std::string text) const {
  auto loaded = std::make_shared<LoadedVersion>();
  loaded->spec = parse_spec(text, limits_);
  loaded->segments = spec_segments(*loaded->spec);
  loaded->text = std::move(text);
  return loaded;
}

std::shared_ptr<const LoadedVersion> ParsedSpecs::load(std::int64_t spec_id, int version) {
  auto spec = store_.spec(spec_id);
  if (!spec) throw sdk::ApiError::not_found("No such spec", "Нет такой спецификации");
  auto row = store_.version(spec_id, version);
  if (!row) throw sdk::ApiError::not_found("No such version", "Нет такой версии");
  {
    std::lock_guard lock(mutex_);
    for (auto it = recent_.begin(); it != recent_.end(); ++it) {
      if ((*it)->row.spec_id == spec_id && (*it)->row.version == row->version) {
        auto found = *it;
        recent_.splice(recent_.begin(), recent_, it);
        return found;
      }
    }
  }
  auto loaded = parse(store_.read_file(*row));
  loaded->row = *row;
  std::lock_guard lock(mutex_);
  recent_.push_front(loaded);
  if (recent_.size() > kRecentVersions) recent_.pop_back();
  return loaded;
}

void ParsedSpecs::forget(std::int64_t spec_id) {
  std::lock_guard lock(mutex_);
  recent_.remove_if([&](const auto& v) { return v->row.spec_id == spec_id; });
}

const russian::Morphology* ParsedSpecs::morphology() {
  std::call_once(morphology_once_, [this] {
    try {
      morphology_ = russian::shared_morphology(host_);
    } catch (const std::exception& e) {
      host_.logger().warning("no morphology dictionary (%s): summary forms are not judged",
                             std::string(e.what()));
    }
  });
  return morphology_.get();
}

int version_query(sdk::RequestContext& ctx, const std::string& name) {
  const std::string text = ctx.query(name, "");
  return text.empty()
             ? 0
             : static_cast<int>(kit::whole_number_field(text, name, 1, std::numeric_limits<int>::max()));
}

}  // namespace proofreader::api
