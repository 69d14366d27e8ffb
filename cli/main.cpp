// proofreader: the command line. See docs/command-line.md.
#include <iostream>

int main(int argc, char** argv) {
  (void)argv;
  if (argc < 2) {
    std::cerr << "usage: proofreader check [options] PATH...\n";
    return 2;
  }
  return 2;
}
