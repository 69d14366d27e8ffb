// The page watching section (FEATURE_WATCH): owns /api/watch and the menu
// item «Отслеживание». Wires the store, the fetcher, the checker, the run
// launcher, the routes and the daily scheduler together; owns all of them.
// start()/stop() run on the host's main thread: start() ends the runs a
// previous process left unfinished and starts the scheduler thread, stop()
// joins it.
#include <proofreader/sdk/sdk.hpp>

#include <memory>

#include <proofreader/kit/json_fields.hpp>
#include "DailyScheduler.hpp"
#include "HostLimiter.hpp"
#include "PageChecker.hpp"
#include "PageFetcher.hpp"
#include "RunLauncher.hpp"
#include "RunTask.hpp"
#include "WatchRoutes.hpp"
#include "WatchSettings.hpp"
#include "WatchStore.hpp"

namespace proofreader::watch {

namespace {

constexpr const char* kLastCycleKey = "last_cycle_epoch";

class WatchSection : public sdk::Section {
 public:
  explicit WatchSection(sdk::HostServices& host)
      : host_(host),
        settings_(WatchSettings::from(host)),
        store_(host),
        limiter_(settings_.host_concurrency, std::chrono::milliseconds(settings_.host_delay_ms)),
        fetcher_(host, limiter_, settings_.fetch_timeout_ms),
        checker_(host, store_),
        task_(store_, fetcher_, checker_, settings_),
        launcher_(host, store_, task_),
        scheduler_(settings_.daily_at, make_clock(settings_.test_clock_start), scheduler_hooks(),
                   std::chrono::seconds(1)),
        routes_(host, store_, launcher_, settings_, [this] { return status(); }) {}

  std::vector<std::string> prefixes() const override { return {"/api/watch"}; }
  sdk::MenuItem menu_item() const override { return {"watch", "#/watch", "Отслеживание", "Watch"}; }
  void register_routes(sdk::RouteRegistrar& routes) override { routes_.register_routes(routes); }

  void start() override {
    if (const int ended = store_.end_interrupted_runs())
      host_.logger().warning("watch: %d unfinished page rows ended by the restart", ended);
    scheduler_.start();
  }
  void stop() override { scheduler_.stop(); }
  // /api/health/full: the daily cycle's times, as GET /api/watch/status gives them.
  std::string health_json() override {
    auto figures = status();
    figures->set("status", "ok");
    return kit::to_json(figures);
  }

 private:
  DailyScheduler::Hooks scheduler_hooks() {
    return {[this]() -> std::optional<TimePoint> {
              const auto value = store_.state(kLastCycleKey);
              if (!value) return std::nullopt;
              return std::chrono::system_clock::time_point(std::chrono::seconds(std::stoll(*value)));
            },
            [this](std::optional<TimePoint> seen, TimePoint now) {
              const auto text = [](TimePoint t) {
                return std::to_string(
                    std::chrono::duration_cast<std::chrono::seconds>(t.time_since_epoch()).count());
              };
              return store_.replace_state(kLastCycleKey, seen ? std::optional(text(*seen)) : std::nullopt,
                                          text(now));
            },
            [this] {
              try {
                host_.logger().information("watch: daily cycle");
                launcher_.run_daily_cycle();
              } catch (const std::exception& e) {
                host_.logger().error("watch: daily cycle failed: %s", std::string(e.what()));
              }
            }};
  }

  Poco::JSON::Object::Ptr status() {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    char at[8];
    std::snprintf(at, sizeof at, "%02d:%02d", settings_.daily_at.hour, settings_.daily_at.minute);
    o->set("daily_at", std::string(at));
    const auto last = scheduler_.last_cycle();
    o->set("last_cycle", last ? Poco::Dynamic::Var(format_local(*last)) : Poco::Dynamic::Var());
    o->set("next_cycle", format_local(scheduler_.next_cycle()));
    o->set("scheduler", "running");
    return o;
  }

  sdk::HostServices& host_;
  const WatchSettings settings_;
  WatchStore store_;
  HostLimiter limiter_;
  PageFetcher fetcher_;
  PageChecker checker_;
  RunTask task_;
  RunLauncher launcher_;
  DailyScheduler scheduler_;
  WatchRoutes routes_;
};

}  // namespace

}  // namespace proofreader::watch

PROOFREADER_PLUGIN(section, "watch", "1.0.0", proofreader::watch::WatchSection,
                   proofreader::watch::kWatchSettings)
