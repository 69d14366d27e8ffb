// proofreader-grammar: the LanguageTool-compatible Russian grammar server.
// See ../README.md for why it is its own executable.
#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/ServerSocket.h>

#include <csignal>
#include <filesystem>
#include <iostream>

#include "checker.hpp"
#include "http_handler.hpp"
#include "morphology_loader.hpp"
#include "rules/rule_set.hpp"
#include "server_settings.hpp"
#include "speller.hpp"

using namespace proofreader::grammar;

namespace {

std::string executable_dir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string(".") : exe.parent_path().string();
}

int run(int argc, char** argv) {
  const ServerSettings settings = ServerSettings::load(argc, argv, executable_dir());
  auto morphology = load_morphology(settings.morphology_dict);
  const std::vector<std::string> user_words =
      settings.user_words.empty() ? std::vector<std::string>{} : Speller::read_word_list(settings.user_words);
  auto speller = std::make_shared<const Speller>(settings.hunspell_dict, settings.english_hunspell_dict,
                                                 morphology, user_words);
  const Checker checker(build_rule_set(speller), morphology);
  if (settings.print_rules_markdown) {
    std::cout << rules_markdown(checker.rules());
    return 0;
  }

  // Block the stop signals in every thread; the main thread waits for them.
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGINT);
  sigaddset(&stop, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop, nullptr);

  // No SO_REUSEPORT: a second server on a taken port must fail, not share it.
  Poco::Net::ServerSocket socket;
  socket.bind(Poco::Net::SocketAddress(settings.bind, static_cast<Poco::UInt16>(settings.port)), true, false);
  socket.listen(128);
  auto* params = new Poco::Net::HTTPServerParams;
  params->setMaxThreads(16);
  params->setMaxQueued(256);
  params->setKeepAlive(true);
  Poco::Net::HTTPServer server(new GrammarHandlerFactory(checker, settings), socket, params);
  server.start();
  std::cerr << "proofreader-grammar: listening on " << settings.bind << ":" << socket.address().port()
            << " with " << checker.rules().size() << " rules"
            << (morphology ? "" : " (no morphology dictionary)") << std::endl;
  int signal = 0;
  sigwait(&stop, &signal);
  server.stopAll(true);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const Poco::Exception& e) {
    std::cerr << "proofreader-grammar: " << e.displayText() << std::endl;
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "proofreader-grammar: " << e.what() << std::endl;
    return 1;
  }
}
