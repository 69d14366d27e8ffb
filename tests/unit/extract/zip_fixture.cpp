#include "zip_fixture.hpp"

#include <Poco/DateTime.h>
#include <Poco/Path.h>
#include <Poco/StreamCopier.h>
#include <Poco/Zip/Compress.h>
#include <Poco/Zip/ZipArchive.h>
#include <Poco/Zip/ZipStream.h>

#include <sstream>
#include <stdexcept>

namespace proofreader::test {

std::string make_zip(const std::vector<std::pair<std::string, std::string>>& entries) {
  std::ostringstream out;
  Poco::Zip::Compress compress(out, true);
  for (const auto& [path, content] : entries) {
    std::istringstream in(content);
    compress.addFile(in, Poco::DateTime(), Poco::Path(path, Poco::Path::PATH_UNIX),
                     Poco::Zip::ZipCommon::CM_DEFLATE, Poco::Zip::ZipCommon::CL_SUPERFAST);
  }
  compress.close();
  return out.str();
}

std::string zip_entry_text(const std::string& zip, const std::string& name) {
  std::istringstream in(zip);
  const Poco::Zip::ZipArchive archive(in);
  const auto header = archive.findHeader(name);
  if (header == archive.headerEnd()) return {};
  std::istringstream again(zip);
  Poco::Zip::ZipInputStream entry(again, header->second);
  std::string text;
  Poco::StreamCopier::copyToString(entry, text);
  return text;
}

std::string make_docx(const std::string& document_body, const std::string& footnotes_xml) {
  const std::string ns = R"( xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main")"
                         R"( xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006")"
                         R"( xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape")"
                         R"( xmlns:v="urn:schemas-microsoft-com:vml")"
                         R"( xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships")";
  std::vector<std::pair<std::string, std::string>> entries = {
      {"[Content_Types].xml",
       R"(<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">)"
       R"(<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.)"
       R"(wordprocessingml.document.main+xml"/></Types>)"},
      {"word/document.xml", R"(<?xml version="1.0" encoding="UTF-8"?><w:document)" + ns + "><w:body>" +
                                document_body + "</w:body></w:document>"},
      {"word/styles.xml",
       R"(<?xml version="1.0"?><w:styles)" + ns +
           R"(><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/>)"
           R"(<w:basedOn w:val="Normal"/></w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="a1"><w:name w:val="Заголовок 3"/></w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="a2"><w:name w:val="Маркированный список"/>)"
           R"(</w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="a3"><w:name w:val="Листинг"/></w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="SourceBlock"><w:name w:val="Source Block"/>)"
           R"(<w:basedOn w:val="Normal"/></w:style>)"
           R"(<w:style w:type="character" w:styleId="HTMLCode"><w:name w:val="HTML Code"/></w:style>)"
           "</w:styles>"},
  };
  if (!footnotes_xml.empty()) entries.emplace_back("word/footnotes.xml", footnotes_xml);
  return make_zip(entries);
}

std::string with_declared_size(std::string zip, const std::string& name, std::uint32_t size) {
  // Local header: signature, name length at 26, size at 22, name at 30.
  // Central directory: signature, name length at 28, size at 24, name at 46.
  struct Header {
    std::string signature;
    std::size_t name_length_at, size_at, name_at;
  };
  int rewritten = 0;
  for (const Header& h : {Header{"PK\x03\x04", 26, 22, 30}, Header{"PK\x01\x02", 28, 24, 46}}) {
    for (auto at = zip.find(h.signature); at != std::string::npos; at = zip.find(h.signature, at + 4)) {
      const auto length = static_cast<std::size_t>(static_cast<unsigned char>(zip[at + h.name_length_at])) |
                          static_cast<std::size_t>(static_cast<unsigned char>(zip[at + h.name_length_at + 1]))
                              << 8;
      if (zip.compare(at + h.name_at, length, name) != 0 || length != name.size()) continue;
      for (int i = 0; i < 4; ++i) zip[at + h.size_at + i] = static_cast<char>((size >> (8 * i)) & 0xff);
      ++rewritten;
    }
  }
  if (rewritten != 2) throw std::runtime_error("entry " + name + " not found twice in the archive");
  return zip;
}

}  // namespace proofreader::test
