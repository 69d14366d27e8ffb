#include "SectionContext.hpp"

#include <charconv>
#include <proofreader/russian/plugin_dictionary.hpp>

namespace proofreader::api {
namespace {

constexpr std::size_t kRecentVersions = 4;

}  // namespace

SectionContext::SectionContext(sdk::HostServices& host_services) : host(host_services), store(host_services) {
  limits.max_bytes = sdk::whole_number_setting(host, "API_MAX_SPEC_BYTES");
  limits.max_depth = static_cast<int>(sdk::whole_number_setting(host, "API_MAX_DEPTH"));
  limits.max_nodes = sdk::whole_number_setting(host, "API_MAX_NODES");
}

std::shared_ptr<LoadedVersion> SectionContext::parse(std::string text) const {
  auto loaded = std::make_shared<LoadedVersion>();
  loaded->spec = parse_spec(text, limits);
  loaded->segments = spec_segments(*loaded->spec);
  loaded->text = std::move(text);
  return loaded;
}

std::shared_ptr<const LoadedVersion> SectionContext::load(std::int64_t spec_id, int version) {
  auto spec = store.spec(spec_id);
  if (!spec) throw sdk::ApiError::not_found("No such spec", "Нет такой спецификации");
  auto row = store.version(spec_id, version);
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
  auto loaded = parse(store.read_file(*row));
  loaded->row = *row;
  std::lock_guard lock(mutex_);
  recent_.push_front(loaded);
  if (recent_.size() > kRecentVersions) recent_.pop_back();
  return loaded;
}

void SectionContext::forget(std::int64_t spec_id) {
  std::lock_guard lock(mutex_);
  recent_.remove_if([&](const auto& v) { return v->row.spec_id == spec_id; });
}

const russian::Morphology* SectionContext::morphology() {
  std::call_once(morphology_once_, [this] {
    try {
      morphology_ = russian::shared_morphology(host);
    } catch (const std::exception& e) {
      host.logger().warning("no morphology dictionary (%s): summary forms are not judged",
                            std::string(e.what()));
    }
  });
  return morphology_.get();
}

int version_query(sdk::RequestContext& ctx, const std::string& name) {
  std::string text = ctx.query(name, "");
  if (text.empty()) return 0;
  int version = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), version);
  if (error != std::errc() || end != text.data() + text.size() || version <= 0)
    throw sdk::ApiError::bad_request(name + " must be a positive version number",
                                     name + " — номер версии, положительное число");
  return version;
}

}  // namespace proofreader::api
