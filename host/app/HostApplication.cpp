#include "app/HostApplication.hpp"

#include <Poco/ConsoleChannel.h>
#include <Poco/File.h>
#include <Poco/FileStream.h>
#include <Poco/FormattingChannel.h>
#include <Poco/Logger.h>
#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/Path.h>
#include <Poco/PatternFormatter.h>
#include <Poco/ThreadPool.h>

#include "app/AdminBootstrap.hpp"
#include "app/JobEvents.hpp"
#include "app/OutgoingHttp.hpp"
#include "app/Paths.hpp"
#include "audit/AuditLog.hpp"
#include "auth/AuthRoutes.hpp"
#include "auth/LoginThrottle.hpp"
#include "auth/OidcLogin.hpp"
#include "auth/PasswordHasher.hpp"
#include "auth/SessionStore.hpp"
#include "auth/UserRoutes.hpp"
#include "auth/UserStore.hpp"
#include "config/Settings.hpp"
#include "crawl/CrawlRoutes.hpp"
#include "guides/GuideRoutes.hpp"
#include "history/HistoryRoutes.hpp"
#include "http/Dispatcher.hpp"
#include "http/Router.hpp"
#include "jobs/JobManager.hpp"
#include "jobs/JobRoutes.hpp"
#include "jobs/SseBroadcaster.hpp"
#include "plugins/PluginManager.hpp"
#include "reports/ReportRoutes.hpp"
#include "service/ServiceRoutes.hpp"
#include "settings/SettingsRoutes.hpp"
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

int HostApplication::main(const std::vector<std::string>&) {
  const Paths paths = Paths::discover();
  Settings settings(paths.properties);
  settings.set("PROOFREADER_SHARE_DIR", paths.share);
  settings.set("PROOFREADER_PLUGIN_DIR", paths.plugins);
  setup_logging(settings.get("PROOFREADER_LOG_LEVEL", "information"));
  settings.set("PIPELINE_VERSION", settings.get_choice("PIPELINE_VERSION", {"v1", "v2"}, "v2"));
  auto& log = Poco::Logger::get("host");

  HostContext host;
  host.settings = &settings;
  host.paths = &paths;
  host.data_dir = Poco::Path(settings.get("PROOFREADER_DATA_DIR", "./data")).absolute().toString();
  if (!host.data_dir.empty() && host.data_dir.back() == '/') host.data_dir.pop_back();
  Poco::File(host.data_dir).createDirectories();
  host.max_body_bytes = settings.get_int("PROOFREADER_MAX_BODY_BYTES", 50LL * 1024 * 1024);

  Database db(host.data_dir + "/proofreader.db");
  JobManager::fail_interrupted(db);
  AuditLog audit(db, host.data_dir + "/audit.jsonl");
  PasswordHasher hasher;
  UserStore users(db, hasher);
  SessionStore sessions(std::chrono::minutes(settings.get_int("PROOFREADER_SESSION_IDLE_MINUTES", 720)),
                        std::chrono::hours(settings.get_int("PROOFREADER_SESSION_ABSOLUTE_HOURS", 168)));
  LoginThrottle throttle(static_cast<int>(settings.get_int("PROOFREADER_LOGIN_MAX_FAILURES", 5)),
                         static_cast<int>(settings.get_int("PROOFREADER_LOGIN_IP_MAX_FAILURES", 30)),
                         std::chrono::seconds(settings.get_int("PROOFREADER_LOGIN_WINDOW_SECONDS", 900)));
  OutgoingHttp outgoing(settings);
  JobEvents events;
  Router router;
  host.db = &db;
  host.audit = &audit;
  host.hasher = &hasher;
  host.users = &users;
  host.sessions = &sessions;
  host.throttle = &throttle;
  host.outgoing = &outgoing;
  host.events = &events;
  host.router = &router;

  bootstrap_admin(host);

  PluginManager plugins(host, paths.plugins);
  host.plugins = &plugins;
  register_service_routes(host);
  register_auth_routes(host);
  OidcLogin oidc(host);
  register_oidc_routes(host, oidc);
  register_user_routes(host);
  register_settings_routes(host);
  JobManager jobs(host, static_cast<int>(settings.get_int("PROOFREADER_WORKERS", 4)),
                  std::chrono::seconds(settings.get_int("PROOFREADER_ENGINE_TIMEOUT_SECONDS", 300)));
  register_guide_routes(host, jobs);
  plugins.load_configured();
  SseBroadcaster streams(events);
  register_job_routes(host, jobs, streams);
  register_history_routes(host);
  register_report_routes(host, jobs);
  register_crawl_routes(host, jobs);
  plugins.register_routes();
  router.freeze();
  plugins.start_sections();

  const auto threads = static_cast<int>(settings.get_int("PROOFREADER_HTTP_THREADS", 32));
  Poco::ThreadPool pool("http", 2, threads);
  Poco::Net::HTTPServerParams::Ptr params = new Poco::Net::HTTPServerParams;
  params->setMaxThreads(threads);
  params->setMaxQueued(512);
  params->setKeepAlive(true);
  params->setTimeout(Poco::Timespan(120, 0));
  const Poco::Net::SocketAddress address(
      settings.get("PROOFREADER_BACKEND_BIND", "127.0.0.1"),
      static_cast<Poco::UInt16>(settings.get_int("PROOFREADER_BACKEND_PORT", 8000)));
  Poco::Net::ServerSocket socket(address, 128);
  Poco::Net::HTTPServer server(new Dispatcher(host), pool, socket, params);
  server.start();
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
  server.stopAll(true);
  pool.joinAll();
  jobs.stop();
  router.clear();
  plugins.shutdown();
  return Application::EXIT_OK;
}

}  // namespace proofreader::host
