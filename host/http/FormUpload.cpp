#include "http/FormUpload.hpp"

#include <Poco/Net/HTMLForm.h>
#include <Poco/Net/MessageHeader.h>
#include <Poco/Net/PartHandler.h>
#include <Poco/NullStream.h>
#include <Poco/StreamCopier.h>

#include <sstream>

namespace proofreader::host {

namespace {

// Keeps the part named `field` and discards any other file part.
class FilePart : public Poco::Net::PartHandler {
 public:
  FilePart(FormUpload& upload, const std::string& field) : upload_(upload), field_(field) {}

  void handlePart(const Poco::Net::MessageHeader& header, std::istream& stream) override {
    std::string disposition;
    Poco::Net::NameValueCollection params;
    if (header.has("Content-Disposition"))
      Poco::Net::MessageHeader::splitParameters(header.get("Content-Disposition"), disposition, params);
    if (params.get("name", "") != field_) {
      Poco::NullOutputStream discard;
      Poco::StreamCopier::copyStream(stream, discard);
      return;
    }
    ++upload_.file_count;
    upload_.filename = params.get("filename", "");
    std::ostringstream out;
    Poco::StreamCopier::copyStream(stream, out);
    upload_.content = out.str();
  }

 private:
  FormUpload& upload_;
  const std::string& field_;
};

}  // namespace

FormUpload read_form_upload(sdk::RequestContext& ctx, const std::string& file_field) {
  FormUpload upload;
  FilePart part(upload, file_field);
  try {
    std::istringstream in(ctx.body());
    Poco::Net::HTMLForm form;
    form.setFieldLimit(100);
    form.setValueLengthLimit(60 * 1024 * 1024);
    form.load(ctx.request(), in, part);
    for (const auto& [k, v] : form) upload.fields[k] = v;
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed form: " + e.message(), "Некорректная форма: " + e.message());
  }
  if (upload.file_count > 1)
    throw sdk::ApiError::bad_request("only one file may be sent", "Можно отправить только один файл");
  return upload;
}

}  // namespace proofreader::host
