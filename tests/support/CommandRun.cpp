#include "CommandRun.hpp"

#include <Poco/Pipe.h>
#include <Poco/PipeStream.h>
#include <Poco/Process.h>
#include <Poco/StreamCopier.h>

#include <thread>

namespace proofreader::test {

CommandResult run_command(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input, const std::string& working_dir,
                          const std::map<std::string, std::string>& env) {
  Poco::Pipe in_pipe, out_pipe, err_pipe;
  Poco::ProcessHandle process = Poco::Process::launch(program, args, working_dir, &in_pipe, &out_pipe,
                                                      &err_pipe, Poco::Process::Env(env.begin(), env.end()));
  CommandResult result;
  // Both outputs are read at once, so a full pipe never stalls the program.
  std::thread err_reader([&] {
    Poco::PipeInputStream err(err_pipe);
    Poco::StreamCopier::copyToString(err, result.err);
  });
  {
    Poco::PipeOutputStream to_program(in_pipe);
    to_program << input;
    to_program.close();
  }
  Poco::PipeInputStream out(out_pipe);
  Poco::StreamCopier::copyToString(out, result.out);
  err_reader.join();
  result.exit_code = process.wait();
  return result;
}

}  // namespace proofreader::test
