#include "app/HostApplication.hpp"

#include <Poco/ConsoleChannel.h>
#include <Poco/File.h>
#include <Poco/FileStream.h>
#include <Poco/FormattingChannel.h>
#include <Poco/Logger.h>
#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/PatternFormatter.h>
#include <Poco/ThreadPool.h>
#include <pthread.h>

#include <proofreader/russian/plugin_dictionary.hpp>

#include <algorithm>
#include <csignal>
#include <thread>

#include "app/AdminBootstrap.hpp"
#include "audit/AuditLog.hpp"
#include "auth/ApiKeyAuth.hpp"
#include "auth/DatabaseLoginFailures.hpp"
#include "auth/LoginThrottle.hpp"
#include "auth/MemoryLoginFailures.hpp"
#include "auth/PasswordHasher.hpp"
#include "auth/SessionBroadcast.hpp"
#include "auth/SessionStore.hpp"
#include "auth/UserStore.hpp"
#include "cluster/Cluster.hpp"
#include "cluster/ClusterKeeper.hpp"
#include "cluster/StreamMirror.hpp"
#include "config/FetchSettings.hpp"
#include "config/NodeName.hpp"
#include "config/Paths.hpp"
#include "config/Settings.hpp"
#include "export/DocumentExport.hpp"
#include "export/OriginalStore.hpp"
#include "extract/unpack_budget.hpp"
#include "fetch/fetcher.hpp"
#include "guides/GuideStore.hpp"
#include "guides/UserRuleStore.hpp"
#include "http/Dispatcher.hpp"
#include "http/PublicUrl.hpp"
#include "http/Router.hpp"
#include "jobs/JobEvents.hpp"
#include "jobs/JobManager.hpp"
#include "jobs/SseBroadcaster.hpp"
#include "loading/SharedObjects.hpp"
#include "model/ModelSettings.hpp"
#include "plugins/PluginManager.hpp"
#include "routes/ApiKeyRoutes.hpp"
#include "routes/AuthRoutes.hpp"
#include "routes/CrawlRoutes.hpp"
#include "routes/DictionaryRoutes.hpp"
#include "routes/ExceptionRoutes.hpp"
#include "routes/GuideRoutes.hpp"
#include "routes/HistoryRoutes.hpp"
#include "routes/JobRoutes.hpp"
#include "routes/LanguageToolRoutes.hpp"
#include "routes/OidcLogin.hpp"
#include "routes/ReportRoutes.hpp"
#include "routes/ServiceRoutes.hpp"
#include "routes/SettingsRoutes.hpp"
#include "routes/UserRoutes.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

namespace {

void setup_logging(const std::string& level) {
  Poco::AutoPtr<Poco::PatternFormatter> formatter(
      new Poco::PatternFormatter("%Y-%m-%d %H:%M:%S.%i %p [%s] %t"));
  Poco::AutoPtr<Poco::FormattingChannel> channel(
      new Poco::FormattingChannel(formatter, new Poco::ConsoleChannel));
  Poco::Logger::root().setChannel(channel);
  Poco::Logger::root().setLevel(level.empty() ? "information" : level);
  // Loggers created before this point (none of ours) keep their old channel.
  Poco::Logger::setChannel("", channel);
  Poco::Logger::setLevel("", Poco::Logger::parseLevel(level.empty() ? "information" : level));
}

}  // namespace

namespace {

// Runs the one shutdown order of sdk/plugin.hpp when main() leaves, on a
// clean stop and on an exception alike. Declared after everything it stops,
// so it runs before any of them is destroyed.
class ShutdownSequence {
 public:
  ShutdownSequence(Poco::Net::HTTPServer*& server, Poco::ThreadPool& pool, JobManager& jobs,
                   PluginManager& plugins, Router& router, std::chrono::milliseconds engine_grace)
      : server_(server),
        pool_(pool),
        jobs_(jobs),
        plugins_(plugins),
        router_(router),
        engine_grace_(engine_grace) {}
  ~ShutdownSequence() {
    if (server_) server_->stopAll(true);  // 1. no new requests; those in flight end
    pool_.joinAll();
    const bool engines_idle = jobs_.stop(engine_grace_);  // 2. jobs interrupted, workers and engines joined
    plugins_.stop_sections();                             // 3. sections' background work ends
    router_.clear();                                      // 4. every handler (plugin code) dropped
    plugins_.unload(!engines_idle);                       // 5–6. instances destroyed, libraries unloaded
  }

 private:
  Poco::Net::HTTPServer*& server_;
  Poco::ThreadPool& pool_;
  JobManager& jobs_;
  PluginManager& plugins_;
  Router& router_;
  std::chrono::milliseconds engine_grace_;
};

}  // namespace

int HostApplication::main(const std::vector<std::string>&) {
  // Blocked before any thread starts, so every thread inherits the mask and a
  // stop signal reaches waitForTerminationRequest's sigwait (and the one
  // shutdown order) instead of killing the process in whichever thread the
  // kernel picks.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  for (int sig : {SIGINT, SIGQUIT, SIGTERM}) sigaddset(&stop_signals, sig);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  const Paths paths = Paths::discover();
  Settings settings(paths.properties);
  settings.set("PROOFREADER_SHARE_DIR", paths.share);
  settings.set("PROOFREADER_PLUGIN_DIR", paths.plugins);
  setup_logging(settings.get("PROOFREADER_LOG_LEVEL", "information"));
  settings.set("PIPELINE_VERSION", settings.get_choice("PIPELINE_VERSION", {"v1", "v2"}, "v2"));
  auto& log = Poco::Logger::get("host");
  // A malformed public URL stops the start here rather than refusing every write.
  const OriginRule origins = origin_rule(settings);
  const TrustedProxies proxies = TrustedProxies::from(settings);
  if (const auto public_origin = origins.public_origin)
    log.information("public origin %s: state-changing requests must come from it", *public_origin);
  else
    log.warning(
        "PROOFREADER_PUBLIC_URL is not set: a request's own Host header is taken as the origin to expect");

  const std::string data_dir = resolve_data_directory(settings.get("PROOFREADER_DATA_DIR", "./data"));
  Poco::File(data_dir).createDirectories();

  // Everything is built here, before any route group or plugin sees it. The
  // shared objects, then the plugins are declared first so that they are
  // destroyed last.
  SharedObjects shared_objects;
  const std::string dictionary = settings.get("PROOFREADER_MORPHOLOGY_DICT", paths.share + "/morphology/ru");
  shared_objects.offer(russian::morphology_object_type(), [dictionary] {
    auto morphology = russian::Morphology::open(dictionary);
    Poco::Logger::get("host").information("Russian morphology opened from %s, shared by the plugins",
                                          dictionary);
    return std::shared_ptr<const void>(std::move(morphology));
  });
  PluginManager plugins(paths.plugins);
  Database db(database_location(settings, data_dir));
  // Several backends may share a PostgreSQL database: joining ends this
  // node's own unfinished jobs; one SQLite file has one backend, and all of
  // its unfinished jobs were this process's.
  std::unique_ptr<Cluster> cluster;
  if (db.dialect() == Dialect::postgresql)
    cluster = std::make_unique<Cluster>(db, settings);
  else
    JobManager::fail_interrupted(db);
  AuditLog audit(db, data_dir + "/audit.jsonl");
  PasswordHasher hasher;
  UserStore users(db, hasher);
  // With several backends (the cluster) session ids name their backend, and
  // session changes and login failures reach every backend.
  SessionStore sessions(std::chrono::minutes(settings.get_int("PROOFREADER_SESSION_IDLE_MINUTES", 720)),
                        std::chrono::hours(settings.get_int("PROOFREADER_SESSION_ABSOLUTE_HOURS", 168)),
                        cluster ? node_name(settings) : "");
  ApiKeyStore api_keys(db);
  ApiKeyAuth api_key_auth(api_keys, audit,
                          static_cast<int>(settings.get_int("PROOFREADER_API_KEY_REQUESTS_PER_MINUTE", 600)));
  std::unique_ptr<LoginFailures> login_failures;
  if (cluster)
    login_failures = std::make_unique<DatabaseLoginFailures>(db);
  else
    login_failures = std::make_unique<MemoryLoginFailures>();
  LoginThrottle throttle(std::move(login_failures),
                         static_cast<int>(settings.get_int("PROOFREADER_LOGIN_MAX_FAILURES", 5)),
                         static_cast<int>(settings.get_int("PROOFREADER_LOGIN_IP_MAX_FAILURES", 30)),
                         std::chrono::seconds(settings.get_int("PROOFREADER_LOGIN_WINDOW_SECONDS", 900)));
  // The keeper, built later, stops the notifications' thread before this goes.
  std::unique_ptr<SessionBroadcast> session_broadcast;
  if (cluster) session_broadcast = std::make_unique<SessionBroadcast>(db, cluster->notifications, sessions);
  const FetchPolicy fetch = fetch_policy(settings);
  Fetcher outgoing(fetch);
  UnpackBudget::process().set_capacity(
      static_cast<std::size_t>(settings.get_int("PROOFREADER_UNPACK_BUDGET_MB", 512)) << 20);
  JobEvents events;
  if (cluster) cluster->record(events);
  GuideStore guides(db);
  UserRuleStore rules(db);
  ModelSettings model_settings(db, settings);
  if (cluster)
    cluster->notifications.listen(ModelSettings::kChangedChannel,
                                  [&model_settings](const std::string&) { model_settings.reload(); });
  const ModelAccess model{model_settings, settings, outgoing};
  const CheckSources check_sources{guides, rules, outgoing};
  Router router;
  JobLimits job_limits;
  job_limits.workers = static_cast<int>(settings.get_int("PROOFREADER_WORKERS", 4));
  job_limits.engine_threads = static_cast<int>(settings.get_int(
      "PROOFREADER_ENGINE_THREADS", std::max(4, 2 * static_cast<int>(std::thread::hardware_concurrency()))));
  job_limits.engine_timeout =
      std::chrono::seconds(settings.get_int("PROOFREADER_ENGINE_TIMEOUT_SECONDS", 300));
  job_limits.max_queued = static_cast<std::size_t>(settings.get_int("PROOFREADER_MAX_QUEUED_JOBS", 1000));
  job_limits.max_finished_in_memory =
      static_cast<std::size_t>(settings.get_int("PROOFREADER_FINISHED_JOBS_IN_MEMORY", 200));
  OriginalStore originals(db, data_dir);
  DocumentExport exports(db, originals);
  JobManager jobs(
      {db, events, originals, outgoing, settings, [&plugins] { return plugins.engines(); }, cluster.get()},
      job_limits);
  SseBroadcaster streams(events);
  std::unique_ptr<StreamMirror> mirror;
  // Built before the shutdown sequence, so it leaves the cluster after the jobs have stopped.
  std::unique_ptr<ClusterKeeper> keeper;
  if (cluster) {
    mirror = std::make_unique<StreamMirror>(events, cluster->log,
                                            [&jobs](const std::string& id) { return jobs.holds(id); });
    keeper = std::make_unique<ClusterKeeper>(*cluster, jobs, *mirror);
  }
  const PluginFacilities facilities{router, settings,       model,    audit,   check_sources,
                                    jobs,   shared_objects, data_dir, exports, db.location()};
  const auto threads = static_cast<int>(settings.get_int("PROOFREADER_HTTP_THREADS", 32));
  Poco::ThreadPool pool("http", 2, threads);
  Poco::Net::HTTPServer* server = nullptr;
  std::unique_ptr<Poco::Net::HTTPServer> server_owner;
  ShutdownSequence shutdown(server, pool, jobs, plugins, router,
                            std::chrono::seconds(settings.get_int("PROOFREADER_SHUTDOWN_GRACE_SECONDS", 10)));

  const auto max_body_bytes = settings.get_int("PROOFREADER_MAX_BODY_BYTES", 50LL * 1024 * 1024);

  bootstrap_admin(users, settings, data_dir);
  import_builtin_guide(guides, settings);
  register_service_routes({router,
                           settings,
                           plugins,
                           jobs,
                           db,
                           model,
                           data_dir,
                           {max_body_bytes, fetch.max_bytes},
                           cluster.get()});
  register_auth_routes(router, {users, sessions, hasher, throttle});
  OidcLogin oidc({settings, outgoing, audit, sessions, users, origins, proxies});
  register_oidc_routes(router, oidc);
  register_user_routes(router, {users, sessions});
  register_settings_routes(router, model_settings, model);
  register_guide_routes(router, {guides, rules, jobs, model});
  register_job_routes(router, {jobs, events, streams, check_sources, exports, mirror.get()});
  register_history_routes(router, db, originals);
  register_exception_routes(router, db);
  register_dictionary_routes(router, {db, guides, [&shared_objects] {
                                        return std::static_pointer_cast<const russian::Morphology>(
                                            shared_objects.get(russian::morphology_object_type()));
                                      }});
  register_report_routes(router, {jobs, check_sources});
  register_languagetool_routes(router, {jobs, check_sources, settings, proxies, api_key_auth});
  register_api_key_routes(router, api_keys);
  register_crawl_routes(router, {jobs, outgoing, check_sources});
  plugins.load_configured(facilities);
  plugins.register_routes();
  plugins.start_sections();  // before the freeze: a section whose start() throws loses its routes
  router.freeze();
  jobs.start_workers();  // the engines are loaded now
  // Every listener is registered by now.
  if (cluster) cluster->notifications.start();

  Poco::Net::HTTPServerParams::Ptr params = new Poco::Net::HTTPServerParams;
  params->setMaxThreads(threads);
  params->setMaxQueued(512);
  params->setKeepAlive(true);
  // A connection thread started as the stop begins waits this long before it
  // sees the stop (Poco's dispatcher): 1 s instead of 10 keeps a stop under
  // load within its bound.
  params->setThreadIdleTime(Poco::Timespan(1, 0));
  params->setTimeout(Poco::Timespan(120, 0));
  const Poco::Net::SocketAddress address(
      settings.get("PROOFREADER_BACKEND_BIND", "127.0.0.1"),
      static_cast<Poco::UInt16>(settings.get_int("PROOFREADER_BACKEND_PORT", 8000)));
  Poco::Net::ServerSocket socket(address, 128);
  const HttpServices http_services{router,         sessions, audit,   settings,
                                   max_body_bytes, proxies,  origins, &api_key_auth};
  server_owner = std::make_unique<Poco::Net::HTTPServer>(new Dispatcher(http_services), pool, socket, params);
  server = server_owner.get();
  server->start();
  const auto port = socket.address().port();
  log.information("backend listening on %s:%hu", address.host().toString(), port);
  // Tests start the host on port 0 and read the port chosen by the kernel here.
  if (const std::string port_file = settings.get("PROOFREADER_PORT_FILE"); !port_file.empty()) {
    Poco::FileOutputStream out(port_file + ".tmp");
    out << port << '\n';
    out.close();
    Poco::File(port_file + ".tmp").renameTo(port_file);
  }

  waitForTerminationRequest();
  log.information("shutting down");
  return Application::EXIT_OK;
}

}  // namespace proofreader::host
