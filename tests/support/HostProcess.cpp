#include "HostProcess.hpp"

#include <functional>
#include <mutex>
#include <set>

#include <csignal>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "HttpClient.hpp"
#include "TestDatabase.hpp"

namespace proofreader::test {

std::string bin_path(const std::string& name) {
  return std::string(PROOFREADER_TEST_BIN_DIR) + "/" + name;
}

namespace {
std::mutex& nodes_mutex() {
  static std::mutex mutex;
  return mutex;
}
// The node indexes of the hosts alive, by data directory.
std::map<std::string, std::set<int>>& live_nodes() {
  static std::map<std::string, std::set<int>> nodes;
  return nodes;
}
}  // namespace

HostProcess::HostProcess(Env env, std::string data_dir)
    : run_dir_(std::make_unique<TempDir>()), binary_(bin_path("proofreader-host")) {
  if (data_dir.empty()) {
    own_data_ = std::make_unique<TempDir>();
    data_dir = own_data_->path();
  }
  data_dir_ = data_dir;
  env_ = {
      {"PROOFREADER_DATA_DIR", data_dir_},
      {"PROOFREADER_BACKEND_PORT", "0"},
      {"PROOFREADER_BACKEND_BIND", "127.0.0.1"},
      {"PROOFREADER_ADMIN_LOGIN", "admin"},
      {"PROOFREADER_ADMIN_PASSWORD", kAdminPassword},
      {"PROOFREADER_PLUGIN_DIR", PROOFREADER_TEST_PLUGIN_DIR},
      {"PROOFREADER_ENGINES", ""},
      {"PROOFREADER_SECTIONS", ""},
      {"PROOFREADER_LOG_LEVEL", "information"},
  };
  // On PostgreSQL a host gets the database of its data directory, unless the test names one.
  if (!env.count("PROOFREADER_DATABASE_URL"))
    if (auto url = postgres_database_for(data_dir_)) env_["PROOFREADER_DATABASE_URL"] = *url;
  // The node name a restart finds again (its jobs end at once, spec §3), and
  // that two hosts alive on one data directory do not share.
  env_["PROOFREADER_NODE_NAME"] = node_name_for(data_dir_);
  for (auto& [k, v] : env) env_[k] = v;
}

std::string HostProcess::node_name_for(const std::string& data_dir) {
  std::lock_guard lock(nodes_mutex());
  auto& taken = live_nodes()[data_dir];
  int index = 0;
  while (taken.count(index)) ++index;
  taken.insert(index);
  node_index_ = index;
  return "test-" + std::to_string(std::hash<std::string>{}(data_dir) % 100000) + "-" + std::to_string(index);
}

HostProcess::~HostProcess() {
  if (pid_ > 0) kill();
  {
    std::lock_guard lock(nodes_mutex());
    live_nodes()[data_dir_].erase(node_index_);
  }
  // A restarted host may still need the data (and database) a test gave it; its own go with it.
  if (own_data_ && env_.count("PROOFREADER_DATABASE_URL")) try {
      drop_postgres_database_for(data_dir_);
    } catch (const std::exception&) {
      // The cluster went first (the fixture's cleanup); nothing is left to drop.
    }
}

void HostProcess::use_build(const std::string& build_dir) {
  binary_ = build_dir + "/bin/proofreader-host";
  env_["PROOFREADER_PLUGIN_DIR"] = build_dir + "/plugins";
}

void HostProcess::start() {
  const std::string port_file = run_dir_->path() + "/port";
  const std::string log_file = run_dir_->path() + "/output.log";
  ::unlink(port_file.c_str());
  env_["PROOFREADER_PORT_FILE"] = port_file;
  std::vector<std::string> env_strings;
  for (auto& [k, v] : env_) env_strings.push_back(k + "=" + v);
  for (char** e = environ; *e; ++e) {
    std::string entry = *e;
    const std::string key = entry.substr(0, entry.find('='));
    // The test decides every Proofreader setting; inherit only the rest (PATH, HOME, …).
    if (env_.count(key) || key.rfind("PROOFREADER_", 0) == 0 || key.rfind("FEATURE_", 0) == 0 ||
        key.rfind("LLM_", 0) == 0)
      continue;
    env_strings.push_back(entry);
  }
  std::vector<char*> envp;
  for (auto& s : env_strings) envp.push_back(s.data());
  envp.push_back(nullptr);
  const std::string& binary = binary_;

  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    const int fd = ::open(log_file.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    ::chdir(run_dir_->path().c_str());
    char* argv[] = {const_cast<char*>(binary.c_str()), nullptr};
    ::execve(binary.c_str(), argv, envp.data());
    _exit(127);
  }
  for (int i = 0; i < 300; ++i) {
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("host exited during start:\n" + output());
    }
    std::ifstream in(port_file);
    if (in >> port_) {
      HttpClient client(base_url());
      if (client.get("/api/health").status == 200) return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  kill();
  throw std::runtime_error("host did not become healthy in 15 s:\n" + output());
}

int HostProcess::stop() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  int status = 0;
  for (int i = 0; i < 200; ++i) {
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  kill();
  return -1;
}

void HostProcess::kill() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
}

std::string HostProcess::output() const {
  std::ifstream in(run_dir_->path() + "/output.log");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool HostProcess::has_mapped(const std::string& name) const {
  std::ifstream maps("/proc/" + std::to_string(pid_) + "/maps");
  std::string line;
  while (std::getline(maps, line))
    if (line.find(name) != std::string::npos) return true;
  return false;
}

}  // namespace proofreader::test
