#include "extract/text_decoding.hpp"

#include <iconv.h>
#include <uchardet/uchardet.h>

#include <algorithm>
#include <cerrno>
#include <memory>
#include <type_traits>

#include "extract/utf8.hpp"

namespace proofreader::host {
namespace {

// uchardet needs a sample, not the whole of a 50 MB file.
constexpr std::size_t kDetectionSample = 1 << 20;

std::string detect_charset(std::string_view bytes) {
  std::unique_ptr<std::remove_pointer_t<uchardet_t>, decltype(&uchardet_delete)> detector(uchardet_new(),
                                                                                          &uchardet_delete);
  const std::string_view sample = bytes.substr(0, kDetectionSample);
  if (uchardet_handle_data(detector.get(), sample.data(), sample.size()) != 0) return {};
  uchardet_data_end(detector.get());
  const char* charset = uchardet_get_charset(detector.get());
  return charset ? charset : "";
}

// Converts with iconv; an unconvertible unit becomes U+FFFD and is skipped.
std::string convert(std::string_view bytes, const std::string& charset, std::size_t unit) {
  iconv_t cd = iconv_open("UTF-8", charset.c_str());
  if (cd == reinterpret_cast<iconv_t>(-1)) return repair_utf8(bytes);
  std::string out;
  out.reserve(bytes.size() * 2);
  char buffer[16384];
  char* in = const_cast<char*>(bytes.data());
  std::size_t in_left = bytes.size();
  while (in_left > 0) {
    char* out_ptr = buffer;
    std::size_t out_left = sizeof buffer;
    const std::size_t rc = iconv(cd, &in, &in_left, &out_ptr, &out_left);
    out.append(buffer, out_ptr - buffer);
    if (rc == static_cast<std::size_t>(-1) && errno != E2BIG) {
      out += kReplacementCharacter;
      const std::size_t skip = std::min(unit, in_left);
      in += skip;
      in_left -= skip;
    }
  }
  iconv_close(cd);
  // iconv may pass invalid sequences through for UTF-8-like charsets.
  return is_valid_utf8(out) ? out : repair_utf8(out);
}

}  // namespace

std::string decode_to_utf8(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") return repair_utf8(bytes.substr(3));
  if (bytes.substr(0, 2) == "\xFF\xFE") return convert(bytes.substr(2), "UTF-16LE", 2);
  if (bytes.substr(0, 2) == "\xFE\xFF") return convert(bytes.substr(2), "UTF-16BE", 2);
  if (is_valid_utf8(bytes)) return std::string(bytes);
  const std::string charset = detect_charset(bytes);
  if (charset.empty() || charset == "ASCII" || charset == "UTF-8") return repair_utf8(bytes);
  return convert(bytes, charset, 1);
}

}  // namespace proofreader::host
