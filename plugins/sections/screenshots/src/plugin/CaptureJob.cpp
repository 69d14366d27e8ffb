#include "CaptureJob.hpp"

#include <Poco/DateTimeFormatter.h>
#include <Poco/JSON/Stringifier.h>
#include <Poco/Timestamp.h>

#include <unistd.h>

#include <future>
#include <sstream>

#include "Capturer.hpp"
#include "Images.hpp"

namespace proofreader::screenshots {

CaptureJob::CaptureJob(sdk::HostServices& host, ScreenshotStore& store, CaptureFiles& files,
                       const ScreenshotsSettings& settings)
    : host_(host), store_(store), files_(files), settings_(settings) {}

bool CaptureJob::browser_installed() const {
  return ::access(settings_.capture.chromium.c_str(), X_OK) == 0;
}

std::string CaptureJob::start(const StoredTemplate& t, const sdk::User& user) {
  if (!browser_installed())
    throw sdk::ApiError(503, "browser_unavailable",
                        "Captures need Chromium, which is not installed at " + settings_.capture.chromium +
                            " (SCREENSHOTS_CHROMIUM); templates and rendering of uploaded images still work",
                        "Для снимков нужен Chromium, а он не установлен (" + settings_.capture.chromium +
                            ", SCREENSHOTS_CHROMIUM); шаблоны и обработка загруженных изображений работают");
  if (t.definition.url.empty())
    throw sdk::ApiError(400, "no_url", "The template has no page URL to capture",
                        "У шаблона нет адреса страницы для снимка");
  // Under the rules of the day: they may have changed since the template was saved.
  host_.check_url(t.definition.url);
  // The task learns its own job id once submit_task has returned it.
  auto job_id = std::make_shared<std::promise<std::string>>();
  std::shared_future<std::string> known_id = job_id->get_future().share();
  sdk::TaskSubmission task;
  task.user = user;
  task.kind = "screenshot_capture";
  task.title = t.definition.name;
  task.run = [this, t, known_id](sdk::TaskContext& ctx) { return run(t, known_id.get(), ctx); };
  const std::string id = host_.submit_task(std::move(task));
  job_id->set_value(id);
  return id;
}

std::string CaptureJob::run(const StoredTemplate& t, const std::string& job_id, sdk::TaskContext& ctx) {
  CaptureResult shot;
  try {
    shot = capture(
        t.definition, settings_.capture,
        [&ctx](const std::string& stage, double share) { ctx.stage(stage, share); },
        [&ctx] { return ctx.cancelled(); });
  } catch (const CaptureError& e) {
    throw sdk::ApiError(502, "capture_failed", e.what(), e.ru());
  }
  ctx.stage("finishing", 0.85);
  const std::string finished = finish_image(shot.png, t.definition);
  const ImageInfo info = image_info(finished);
  CaptureRecord record;
  record.width = info.width;
  record.height = info.height;
  record.refused = shot.refused;
  record.seconds = shot.seconds;
  record.browser_peak_bytes = static_cast<std::int64_t>(shot.browser_peak_bytes);
  record = save(t, job_id, shot.png, finished, std::move(record));
  ctx.stage("done", 1);
  std::ostringstream out;
  Poco::JSON::Stringifier::stringify(capture_json(record), out);
  return out.str();
}

CaptureRecord CaptureJob::save(const StoredTemplate& t, const std::string& job_id, const std::string& raw_png,
                               const std::string& finished, CaptureRecord record) {
  std::lock_guard lock(save_mutex_);
  if (!store_.find(t.id))
    throw sdk::ApiError(404, "not_found", "The template was deleted during the capture",
                        "Шаблон удалён, пока шёл снимок");
  const auto previous = store_.latest_capture(t.id);
  record.template_id = t.id;
  record.version = previous ? previous->version + 1 : 1;
  record.job_id = job_id;
  record.format = t.definition.format;
  record.file_name = file_name_for(t.definition, record.version,
                                   Poco::DateTimeFormatter::format(Poco::Timestamp(), "%Y-%m-%d"));
  try {
    if (previous) {
      if (const auto before = files_.read(t.id, previous->version, CaptureImage::raw, previous->format)) {
        const Difference difference = compare_images(*before, raw_png);
        record.changed_share = difference.changed_share;
        record.changed_regions = difference.regions;
        files_.write(t.id, record.version, CaptureImage::diff, "", difference.diff_png);
      }
    }
    files_.write(t.id, record.version, CaptureImage::raw, "", raw_png);
    files_.write(t.id, record.version, CaptureImage::finished, record.format, finished);
    store_.insert_capture(record);
  } catch (...) {
    files_.remove_version(t.id, record.version);
    throw;
  }
  for (const int dropped : store_.prune_captures(t.id, settings_.captures_kept))
    files_.remove_version(t.id, dropped);
  return *store_.capture(t.id, record.version);
}

}  // namespace proofreader::screenshots
