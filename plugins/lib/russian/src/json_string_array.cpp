#include "json_string_array.hpp"

#include <stdexcept>

#include "utf8.hpp"

namespace proofreader::russian {
namespace {

class Reader {
 public:
  Reader(std::string_view json, std::string_view name) : json_(json), name_(name) {}

  std::vector<std::string> array() {
    std::vector<std::string> out;
    expect('[');
    skip_space();
    if (peek() == ']') return ++pos_, out;
    for (;;) {
      out.push_back(string());
      skip_space();
      if (peek() == ']') return ++pos_, out;
      expect(',');
    }
  }

 private:
  [[noreturn]] void fail() const {
    throw std::runtime_error("broken JSON string array in " + std::string(name_) + " at byte " +
                             std::to_string(pos_));
  }
  char peek() const { return pos_ < json_.size() ? json_[pos_] : '\0'; }
  void skip_space() {
    while (pos_ < json_.size() &&
           (json_[pos_] == ' ' || json_[pos_] == '\n' || json_[pos_] == '\r' || json_[pos_] == '\t'))
      ++pos_;
  }
  void expect(char c) {
    skip_space();
    if (peek() != c) fail();
    ++pos_;
  }
  unsigned hex4() {
    if (pos_ + 4 > json_.size()) fail();
    unsigned v = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = json_[pos_++];
      v <<= 4;
      if (c >= '0' && c <= '9')
        v |= c - '0';
      else if (c >= 'a' && c <= 'f')
        v |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        v |= c - 'A' + 10;
      else
        fail();
    }
    return v;
  }
  std::string string() {
    expect('"');
    std::string out;
    for (;;) {
      if (pos_ >= json_.size()) fail();
      const char c = json_[pos_++];
      if (c == '"') return out;
      if (c != '\\') {
        out += c;
        continue;
      }
      const char e = peek();
      ++pos_;
      switch (e) {
        case '"':
        case '\\':
        case '/':
          out += e;
          break;
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'u': {
          char32_t cp = hex4();
          if (cp >= 0xD800 && cp <= 0xDBFF && peek() == '\\') {
            pos_ += 2;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (hex4() - 0xDC00);
          }
          utf8::append(out, cp);
          break;
        }
        default:
          fail();
      }
    }
  }

  std::string_view json_;
  std::string_view name_;
  std::size_t pos_ = 0;
};

}  // namespace

std::vector<std::string> parse_json_string_array(std::string_view json, std::string_view name) {
  return Reader(json, name).array();
}

}  // namespace proofreader::russian
