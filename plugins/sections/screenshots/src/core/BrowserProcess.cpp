#include "BrowserProcess.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace proofreader::screenshots {
namespace {

std::vector<std::string> browser_arguments(const BrowserOptions& options, const std::string& profile) {
  std::vector<std::string> args = {
      options.executable,
      "--headless",
      "--user-data-dir=" + profile,
      "--remote-debugging-port=0",
      "--remote-debugging-address=127.0.0.1",
      // Every request, loopback included, goes through the proxy.
      "--proxy-server=http://127.0.0.1:" + std::to_string(options.proxy_port),
      "--proxy-bypass-list=<-loopback>",
      // The browser resolves no name itself (the proxy does): nothing can leave around the proxy.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--disable-quic",
      "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
      "--webrtc-ip-handling-policy=disable_non_proxied_udp",
      "--dns-prefetch-disable",
      "--disable-extensions",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-default-apps",
      "--disable-domain-reliability",
      "--disable-client-side-phishing-detection",
      "--disable-features=Translate,MediaRouter,OptimizationHints,DialMediaRouteProvider,NetworkPrediction,"
      "AutofillServerCommunication,CertificateTransparencyComponentUpdater,NetworkTimeServiceQuerying",
      // What the switches above leave on (an on-demand component install at update.googleapis.com, the
      // sign-in cookie check at accounts.google.com) is sent to the unspecified address, which Chromium
      // itself never connects to: the proxy sees only the page's own requests (capture_test.cpp).
      "--component-updater=url-source=http://0.0.0.0:9/",
      "--gaia-url=http://0.0.0.0:9/",
      "--no-first-run",
      "--no-default-browser-check",
      "--no-pings",
      "--metrics-recording-only",
      "--password-store=basic",
      "--use-mock-keychain",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--hide-scrollbars",
      "--mute-audio",
      "--force-color-profile=srgb",
      "--font-render-hinting=none",
      "--js-flags=--max-old-space-size=" +
          std::to_string(std::max<std::size_t>(64, options.memory_limit_bytes >> 21)),
      "about:blank",
  };
  // Chromium's sandbox needs user namespaces and refuses to run as root with it.
  if (::geteuid() == 0) args.insert(args.begin() + 1, "--no-sandbox");
  return args;
}

std::map<pid_t, pid_t> parent_of_all() {
  std::map<pid_t, pid_t> parents;
  DIR* proc = ::opendir("/proc");
  if (!proc) return parents;
  while (dirent* entry = ::readdir(proc)) {
    const pid_t pid = static_cast<pid_t>(std::atoi(entry->d_name));
    if (pid <= 0) continue;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    const std::size_t close = line.rfind(')');  // the command name may hold spaces
    if (close == std::string::npos) continue;
    std::istringstream fields(line.substr(close + 2));
    char state;
    pid_t parent = 0;
    fields >> state >> parent;
    if (state != 'Z') parents[pid] = parent;
  }
  ::closedir(proc);
  return parents;
}

}  // namespace

std::vector<pid_t> BrowserProcess::descendants(pid_t root) {
  const std::map<pid_t, pid_t> parents = parent_of_all();
  std::vector<pid_t> found;
  std::vector<pid_t> frontier = {root};
  while (!frontier.empty()) {
    const pid_t parent = frontier.back();
    frontier.pop_back();
    for (const auto& [pid, ppid] : parents) {
      if (ppid != parent) continue;
      found.push_back(pid);
      frontier.push_back(pid);
    }
  }
  return found;
}

std::size_t BrowserProcess::tree_memory_bytes(pid_t root) {
  std::vector<pid_t> tree = descendants(root);
  tree.push_back(root);
  // Proportional set size: pages shared between Chromium's processes count once in all.
  std::size_t total_kib = 0;
  for (pid_t pid : tree) {
    std::ifstream rollup("/proc/" + std::to_string(pid) + "/smaps_rollup");
    for (std::string line; std::getline(rollup, line);) {
      if (line.rfind("Pss:", 0) != 0) continue;
      total_kib += std::stoul(line.substr(4));
      break;
    }
  }
  return total_kib * 1024;
}

BrowserProcess::BrowserProcess(const BrowserOptions& options) : options_(options) {
  if (::access(options.executable.c_str(), X_OK) != 0)
    throw BrowserError("Chromium is not installed at " + options.executable);
  std::filesystem::create_directories(options.scratch_directory);
  std::string pattern = options.scratch_directory + "/profile-XXXXXX";
  if (!::mkdtemp(pattern.data())) throw BrowserError("cannot make a browser profile folder");
  profile_ = pattern;

  const std::vector<std::string> args = browser_arguments(options, profile_);
  std::vector<char*> argv;
  for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  const std::string log = profile_ + "/browser.log";
  const pid_t parent = ::getpid();
  // The capture gives up at time_limit; the watchdog's hard kill follows shortly after.
  deadline_ = std::chrono::steady_clock::now() + options.time_limit + std::chrono::seconds(2);

  const pid_t child = ::fork();
  if (child < 0) throw BrowserError("cannot start Chromium (fork failed)");
  if (child == 0) {
    // Only async-signal-safe calls between fork and exec.
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // never outlives the backend
    if (::getppid() != parent) ::_exit(127);
    const int out = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    const int in = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (out >= 0) {
      ::dup2(out, 1);
      ::dup2(out, 2);
    }
    if (in >= 0) ::dup2(in, 0);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  pid_ = child;
  watchdog_ = std::thread([this] { watch(); });

  // Chromium writes its DevTools port and path into the profile once it listens.
  const std::string active_port = profile_ + "/DevToolsActivePort";
  while (devtools_port_ == 0) {
    std::ifstream file(active_port);
    std::string port_line, path_line;
    if (std::getline(file, port_line) && std::getline(file, path_line) && !path_line.empty()) {
      devtools_port_ = std::atoi(port_line.c_str());
      devtools_path_ = path_line;
      break;
    }
    // An exit is seen without reaping (WNOWAIT): the pid stays the browser's
    // until shutdown() has joined the watchdog and reaps it.
    siginfo_t exited{};
    if (!kill_reason().empty() ||
        (::waitid(P_PID, static_cast<id_t>(pid_.load()), &exited, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         exited.si_pid != 0)) {
      const std::string reason = kill_reason();
      shutdown();
      throw BrowserError(reason.empty() ? "Chromium exited while starting" : reason);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

BrowserProcess::~BrowserProcess() {
  shutdown();
}

void BrowserProcess::shutdown() {
  if (done_.exchange(true)) return;
  if (watchdog_.joinable()) watchdog_.join();
  if (const pid_t pid = pid_; pid > 0) {
    const std::vector<pid_t> tree = descendants(pid);
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
    for (pid_t child : tree) ::kill(child, SIGKILL);
    ::waitpid(pid, nullptr, 0);
  }
  std::error_code ignored;
  if (!profile_.empty()) std::filesystem::remove_all(profile_, ignored);
}

std::string BrowserProcess::kill_reason() const {
  std::lock_guard lock(mutex_);
  return kill_reason_;
}

void BrowserProcess::kill_tree(const std::string& reason) {
  {
    std::lock_guard lock(mutex_);
    if (!kill_reason_.empty()) return;
    kill_reason_ = reason;
  }
  // Never kill(-0) or kill(-1): the backend's own process group, or everything.
  const pid_t pid = pid_;
  if (pid <= 0) return;
  for (pid_t child : descendants(pid)) ::kill(child, SIGKILL);
  ::kill(-pid, SIGKILL);
}

void BrowserProcess::watch() {
  while (!done_) {
    const std::size_t memory = tree_memory_bytes(pid_.load());
    if (memory > peak_memory_) peak_memory_ = memory;
    if (options_.cancelled && options_.cancelled()) {
      kill_tree(kCancelled);
    } else if (memory > options_.memory_limit_bytes) {
      kill_tree("the browser used more than " + std::to_string(options_.memory_limit_bytes >> 20) + " MiB");
    } else if (std::chrono::steady_clock::now() > deadline_) {
      kill_tree(
          "the capture took longer than " +
          std::to_string(std::chrono::duration_cast<std::chrono::seconds>(options_.time_limit).count()) +
          " s");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
}

}  // namespace proofreader::screenshots
