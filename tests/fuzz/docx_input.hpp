// A fuzz input as a DOCX package: an input that is no zip ("PK" first) is
// taken as word/document.xml and packed into a package (with the content
// types an annotated package needs), so mutations reach
// the XML reading instead of dying at the archive's checksums. Shared by the
// DOCX extraction and annotation targets.
#pragma once

#include <Poco/DateTime.h>
#include <Poco/Zip/Compress.h>

#include <sstream>
#include <string>
#include <string_view>

namespace proofreader::fuzz {

inline std::string docx_of(std::string_view bytes) {
  if (bytes.substr(0, 2) == "PK") return std::string(bytes);
  std::ostringstream zip;
  Poco::Zip::Compress compress(zip, true);
  std::istringstream types{
      R"(<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override )"
      R"(PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.)"
      R"(wordprocessingml.document.main+xml"/></Types>)"};
  compress.addFile(types, Poco::DateTime(), "[Content_Types].xml", Poco::Zip::ZipCommon::CM_STORE);
  std::istringstream xml{std::string(bytes)};
  compress.addFile(xml, Poco::DateTime(), "word/document.xml", Poco::Zip::ZipCommon::CM_STORE);
  compress.close();
  return zip.str();
}

}  // namespace proofreader::fuzz
