#include "cluster/QueuedGuides.hpp"

#include <cstdio>
#include <functional>
#include <string_view>

#include "storage/Database.hpp"
#include "storage/OneRoundTrip.hpp"

namespace proofreader::host {

std::string QueuedGuides::key_of(const sdk::StyleGuideView& guide) {
  // The hash only tells apart two contents under one (id, version), which
  // GuideStore never gives; it need not be the same in another build.
  char hash[17];
  std::snprintf(hash, sizeof hash, "%016zx", std::hash<std::string_view>{}(guide.json));
  return guide.id + "@" + std::to_string(guide.version) + "#" + hash;
}

std::string QueuedGuides::keep(const sdk::StyleGuideView& guide) {
  auto key = key_of(guide);
  if (remembered(key)) return key;
  auto session = db_.session();
  query(session,
        "INSERT INTO queued_guides (key, id, version, name, json) VALUES ($1, $2, $3, $4, $5) "
        "ON CONFLICT (key) DO NOTHING",
        {key, guide.id, static_cast<std::int64_t>(guide.version), guide.name, guide.json});
  remember(key, std::make_shared<const sdk::StyleGuideView>(guide));
  return key;
}

std::optional<sdk::StyleGuideView> QueuedGuides::find(const std::string& key) {
  if (auto guide = remembered(key)) return *guide;
  auto session = db_.session();
  const auto rows = query(session, "SELECT id, version, name, json FROM queued_guides WHERE key = $1", {key});
  if (rows.empty()) return std::nullopt;
  const auto& row = rows.front();
  auto guide = std::make_shared<const sdk::StyleGuideView>(sdk::StyleGuideView{
      row[0].value_or(""), std::stoi(row[1].value_or("0")), row[2].value_or(""), row[3].value_or("")});
  remember(key, guide);
  return *guide;
}

QueuedGuides::Shared QueuedGuides::remembered(const std::string& key) {
  std::lock_guard lock(mutex_);
  const auto it = memory_.find(key);
  return it == memory_.end() ? nullptr : it->second;
}

void QueuedGuides::remember(const std::string& key, Shared guide) {
  std::lock_guard lock(mutex_);
  if (!memory_.emplace(key, std::move(guide)).second) return;
  order_.push_back(key);
  if (order_.size() > kRemembered) {
    memory_.erase(order_.front());
    order_.pop_front();
  }
}

}  // namespace proofreader::host
