#include "ChildProcess.hpp"

#include <Poco/Net/ServerSocket.h>

#include <chrono>
#include <csignal>
#include <stdexcept>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

#include "HttpClient.hpp"

namespace proofreader::test {

ChildProcess::ChildProcess(const std::string& program, const std::vector<std::string>& args) {
  std::vector<std::string> argv_strings{program};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_strings) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    execvp(program.c_str(), argv.data());
    _exit(127);
  }
}

ChildProcess::~ChildProcess() {
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
}

bool ChildProcess::wait_healthy(const std::string& url, int seconds) {
  const auto slash = url.find('/', url.find("//") + 2);
  const std::string base = url.substr(0, slash), path = slash == std::string::npos ? "/" : url.substr(slash);
  for (int i = 0; i < seconds * 20; ++i) {
    try {
      if (HttpClient(base).get(path).status == 200) return true;
    } catch (const std::exception&) {
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
}

int free_port() {
  Poco::Net::ServerSocket s(Poco::Net::SocketAddress("127.0.0.1", 0));
  return s.address().port();
}

}  // namespace proofreader::test
