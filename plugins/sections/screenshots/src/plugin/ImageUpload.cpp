#include "ImageUpload.hpp"

#include <Poco/Net/HTMLForm.h>
#include <Poco/Net/MessageHeader.h>
#include <Poco/Net/NameValueCollection.h>
#include <Poco/Net/PartHandler.h>

namespace proofreader::screenshots {

namespace {

class ImagePart : public Poco::Net::PartHandler {
 public:
  ImagePart(std::string& bytes, std::size_t max_bytes) : bytes_(bytes), max_bytes_(max_bytes) {}

  void handlePart(const Poco::Net::MessageHeader& header, std::istream& stream) override {
    std::string disposition;
    Poco::Net::NameValueCollection params;
    Poco::Net::MessageHeader::splitParameters(header.get("Content-Disposition", ""), disposition, params);
    if (params.get("name", "") != "file") return;
    if (found_) throw sdk::ApiError::bad_request("send one image", "Загрузите одно изображение");
    found_ = true;
    char buffer[64 * 1024];
    while (stream) {
      stream.read(buffer, sizeof buffer);
      bytes_.append(buffer, static_cast<std::size_t>(stream.gcount()));
      if (bytes_.size() > max_bytes_)
        throw sdk::ApiError(413, "image_too_large",
                            "The image is larger than " + std::to_string(max_bytes_) + " bytes",
                            "Изображение больше " + std::to_string(max_bytes_) + " байт");
    }
  }
  bool found() const { return found_; }

 private:
  std::string& bytes_;
  std::size_t max_bytes_;
  bool found_ = false;
};

}  // namespace

std::string read_image_upload(sdk::RequestContext& ctx, std::size_t max_bytes) {
  auto& request = ctx.request();
  const auto missing = [] {
    return sdk::ApiError::bad_request("expected multipart/form-data with an image in the field file",
                                      "Ожидается multipart/form-data с изображением в поле file");
  };
  if (request.getContentType().find("multipart/form-data") == std::string::npos) throw missing();
  std::string bytes;
  ImagePart part(bytes, max_bytes);
  Poco::Net::HTMLForm form;
  form.setFieldLimit(10);
  try {
    form.load(request, request.stream(), part);
  } catch (const sdk::ApiError&) {
    throw;
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed multipart body: " + e.displayText(),
                                     "Некорректное тело multipart: " + e.displayText());
  }
  if (!part.found()) throw missing();
  return bytes;
}

}  // namespace proofreader::screenshots
