#include "MultipartUpload.hpp"

#include <Poco/Net/HTMLForm.h>
#include <Poco/Net/MessageHeader.h>
#include <Poco/Net/NameValueCollection.h>
#include <Poco/Net/PartHandler.h>

#include <proofreader/sdk/http.hpp>

namespace proofreader::documents {

namespace {

constexpr std::size_t kChunk = 64 * 1024;
constexpr int kMaxFieldBytes = 4000;

class FilePartHandler : public Poco::Net::PartHandler {
 public:
  FilePartHandler(blobs::BlobWriter& writer, Upload& upload) : writer_(writer), upload_(upload) {}

  void handlePart(const Poco::Net::MessageHeader& header, std::istream& stream) override {
    std::string disposition;
    Poco::Net::NameValueCollection params;
    Poco::Net::MessageHeader::splitParameters(header.get("Content-Disposition", ""), disposition, params);
    if (params.get("name", "") != "file") return;  // a stray file part under another name is skipped
    if (upload_.has_file)
      throw sdk::ApiError::bad_request("send one file per upload", "Загружайте по одному файлу");
    upload_.has_file = true;
    upload_.file_name = params.get("filename", "");
    std::string buffer(kChunk, '\0');
    while (stream) {
      stream.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
      if (stream.gcount() > 0) writer_.write(buffer.data(), static_cast<std::size_t>(stream.gcount()));
    }
  }

 private:
  blobs::BlobWriter& writer_;
  Upload& upload_;
};

}  // namespace

Upload read_upload(sdk::RequestContext& ctx, blobs::BlobWriter& writer) {
  auto& request = ctx.request();
  if (request.getContentType().find("multipart/form-data") == std::string::npos)
    throw sdk::ApiError::bad_request("expected multipart/form-data with a field file",
                                     "Ожидается multipart/form-data с полем file");
  Upload upload;
  FilePartHandler handler(writer, upload);
  Poco::Net::HTMLForm form;
  form.setFieldLimit(20);
  form.setValueLengthLimit(kMaxFieldBytes);
  try {
    form.load(request, request.stream(), handler);
  } catch (const sdk::ApiError&) {
    throw;
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed multipart body: " + e.displayText(),
                                     "Некорректное тело multipart: " + e.displayText());
  }
  for (const auto& [name, value] : form) upload.fields[name] = value;
  return upload;
}

}  // namespace proofreader::documents
