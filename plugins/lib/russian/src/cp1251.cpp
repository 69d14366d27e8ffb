#include "cp1251.hpp"

#include <algorithm>
#include <array>

#include "utf8.hpp"

namespace proofreader::russian::cp1251 {
namespace {

// Unicode code points of CP1251 bytes 0x80..0xFF (0xFFFD: unassigned).
constexpr char16_t kHighHalf[128] = {
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039, 0x040A,
    0x040C, 0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0xFFFD, 0x2122,
    0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, 0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6,
    0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407, 0x00B0, 0x00B1, 0x0406, 0x0456,
    0x0491, 0x00B5, 0x00B6, 0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457, 0x0410,
    0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D,
    0x041E, 0x041F, 0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427, 0x0428, 0x0429, 0x042A,
    0x042B, 0x042C, 0x042D, 0x042E, 0x042F, 0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437,
    0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F, 0x0440, 0x0441, 0x0442, 0x0443, 0x0444,
    0x0445, 0x0446, 0x0447, 0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F,
};

int byte_of(char32_t cp) {
  if (cp < 0x80) return static_cast<int>(cp);
  if (cp >= 0x410 && cp <= 0x44F) return static_cast<int>(cp - 0x410 + 0xC0);  // А..я, the common case
  for (int b = 0; b < 128; ++b)
    if (kHighHalf[b] == cp && cp != 0xFFFD) return b + 0x80;
  return -1;
}

// UTF-8 bytes of every CP1251 byte, built once.
struct DecodeTable {
  std::array<std::array<char, 3>, 256> bytes{};
  std::array<unsigned char, 256> length{};
  DecodeTable() {
    for (int b = 0; b < 256; ++b) {
      std::string utf;
      utf8::append(utf, b < 0x80 ? char32_t(b) : char32_t{kHighHalf[b - 0x80]});
      length[b] = static_cast<unsigned char>(utf.size());
      std::copy(utf.begin(), utf.end(), bytes[b].begin());
    }
  }
};

const DecodeTable& decode_table() {
  static const DecodeTable table;
  return table;
}

template <bool kAsKey>
std::optional<std::string> encode_impl(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto d = utf8::decode(text, i);
    i += d.bytes;
    char32_t cp = d.cp;
    if constexpr (kAsKey) {
      if (cp == 0x301 || cp == 0xAD) continue;  // stress mark, soft hyphen
      cp = utf8::lower(cp);
    }
    const int b = byte_of(cp);
    if (b < 0) return std::nullopt;
    out += static_cast<char>(b);
  }
  return out;
}

}  // namespace

std::optional<std::string> encode(std::string_view text) {
  return encode_impl<false>(text);
}

std::optional<std::string> encode_key(std::string_view text) {
  return encode_impl<true>(text);
}

void decode_append(std::string& out, std::string_view bytes) {
  const DecodeTable& table = decode_table();
  std::size_t size = out.size();
  for (const char c : bytes) size += table.length[static_cast<unsigned char>(c)];
  std::size_t at = out.size();
  out.resize(size);
  for (const char c : bytes) {
    const auto b = static_cast<unsigned char>(c);
    for (unsigned k = 0; k < table.length[b]; ++k) out[at++] = table.bytes[b][k];
  }
}

std::string decode(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() * 2);
  decode_append(out, bytes);
  return out;
}

}  // namespace proofreader::russian::cp1251
