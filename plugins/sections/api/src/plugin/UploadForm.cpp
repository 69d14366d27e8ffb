#include "UploadForm.hpp"

#include <Poco/Net/HTMLForm.h>
#include <Poco/Net/MessageHeader.h>
#include <Poco/Net/PartHandler.h>
#include <Poco/String.h>

#include <proofreader/sdk/http.hpp>

namespace proofreader::api {
namespace {

class FilePart : public Poco::Net::PartHandler {
 public:
  FilePart(UploadForm& form, std::size_t max_bytes) : form_(form), max_bytes_(max_bytes) {}

  void handlePart(const Poco::Net::MessageHeader& header, std::istream& stream) override {
    std::string disposition;
    Poco::Net::NameValueCollection parameters;
    Poco::Net::MessageHeader::splitParameters(header.get("Content-Disposition", ""), disposition, parameters);
    if (parameters.get("name", "") != "file") {
      stream.ignore(std::numeric_limits<std::streamsize>::max());
      return;
    }
    form_.has_file = true;
    form_.file_name = parameters.get("filename", "spec");
    char buffer[64 * 1024];
    while (stream.read(buffer, sizeof buffer) || stream.gcount() > 0) {
      form_.bytes.append(buffer, static_cast<std::size_t>(stream.gcount()));
      if (form_.bytes.size() > max_bytes_)
        throw sdk::ApiError(413, "file_too_large",
                            "The file is larger than " + std::to_string(max_bytes_) + " bytes",
                            "Файл больше " + std::to_string(max_bytes_) + " байт");
    }
  }

 private:
  UploadForm& form_;
  std::size_t max_bytes_;
};

}  // namespace

UploadForm read_upload(sdk::RequestContext& ctx, std::size_t max_bytes) {
  auto& request = ctx.request();
  if (Poco::toLower(request.getContentType()).find("multipart/form-data") == std::string::npos)
    throw sdk::ApiError::bad_request("send the file as multipart/form-data in the field \"file\"",
                                     "Передайте файл как multipart/form-data в поле «file»");
  if (request.hasContentLength() &&
      request.getContentLength64() > static_cast<Poco::Int64>(max_bytes) + 64 * 1024)
    throw sdk::ApiError(413, "file_too_large",
                        "The file is larger than " + std::to_string(max_bytes) + " bytes",
                        "Файл больше " + std::to_string(max_bytes) + " байт");
  UploadForm form;
  FilePart handler(form, max_bytes);
  Poco::Net::HTMLForm html;
  try {
    html.load(request, request.stream(), handler);
  } catch (const sdk::ApiError&) {
    throw;
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed multipart body: " + e.displayText(),
                                     "Повреждённое тело multipart: " + e.displayText());
  }
  for (const auto& [name, value] : html) form.fields[name] = value;
  if (!form.has_file)
    throw sdk::ApiError::bad_request("the form has no \"file\" field", "В форме нет поля «file»");
  return form;
}

}  // namespace proofreader::api
