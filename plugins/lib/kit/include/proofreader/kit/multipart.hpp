// Reading a multipart/form-data upload from the request stream: one part
// `file` handed to a sink as it arrives (so a limit stops the upload there,
// before the rest is read), the other parts as text fields. One reader for
// every section, with one set of limits and errors:
//   - not multipart/form-data: 400 bad_request;
//   - a second `file` part: 400; a part `file` missing where required: 400;
//   - more than kMaxFields fields or a field over kMaxFieldBytes: 400;
//   - a malformed body: 400 naming Poco's reason;
//   - whatever the sink throws (413 from a byte limit) goes to the caller.
// Called on the request's HTTP thread.
#pragma once

#include <Poco/Net/HTMLForm.h>
#include <Poco/Net/MessageHeader.h>
#include <Poco/Net/NameValueCollection.h>
#include <Poco/Net/PartHandler.h>
#include <Poco/String.h>
#include <proofreader/sdk/http.hpp>
#include <proofreader/sdk/routes.hpp>

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace proofreader::kit {

inline constexpr int kMaxFields = 20;
inline constexpr int kMaxFieldBytes = 4000;

struct MultipartForm {
  bool has_file = false;
  std::string file_name;  // as the client sent it, not yet validated
  std::map<std::string, std::string> fields;
};

// 413 "file_too_large" for a file past `max_bytes`, in the one wording.
inline sdk::ApiError file_too_large(std::size_t max_bytes) {
  return {413, "file_too_large", "The file is larger than " + std::to_string(max_bytes) + " bytes",
          "Файл больше " + std::to_string(max_bytes) + " байт"};
}

// Reads the form; `sink` receives the file's bytes in chunks. With
// `file_required`, a form without a part `file` is 400.
inline MultipartForm read_multipart(sdk::RequestContext& ctx,
                                    const std::function<void(std::string_view)>& sink, bool file_required) {
  class FilePart : public Poco::Net::PartHandler {
   public:
    FilePart(MultipartForm& form, const std::function<void(std::string_view)>& sink)
        : form_(form), sink_(sink) {}
    void handlePart(const Poco::Net::MessageHeader& header, std::istream& stream) override {
      std::string disposition;
      Poco::Net::NameValueCollection parameters;
      Poco::Net::MessageHeader::splitParameters(header.get("Content-Disposition", ""), disposition,
                                                parameters);
      if (parameters.get("name", "") != "file") return;  // a stray file part under another name is skipped
      if (form_.has_file)
        throw sdk::ApiError::bad_request("send one file per upload", "Загружайте по одному файлу");
      form_.has_file = true;
      form_.file_name = parameters.get("filename", "");
      std::string buffer(64 * 1024, '\0');
      while (stream) {
        stream.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        if (stream.gcount() > 0)
          sink_(std::string_view(buffer.data(), static_cast<std::size_t>(stream.gcount())));
      }
    }

   private:
    MultipartForm& form_;
    const std::function<void(std::string_view)>& sink_;
  };

  auto& request = ctx.request();
  const auto expected = [] {
    return sdk::ApiError::bad_request("send the file as multipart/form-data in the field \"file\"",
                                      "Передайте файл как multipart/form-data в поле «file»");
  };
  if (Poco::toLower(request.getContentType()).find("multipart/form-data") == std::string::npos)
    throw expected();
  MultipartForm form;
  FilePart handler(form, sink);
  Poco::Net::HTMLForm html;
  html.setFieldLimit(kMaxFields);
  html.setValueLengthLimit(kMaxFieldBytes);
  try {
    html.load(request, request.stream(), handler);
  } catch (const sdk::ApiError&) {
    throw;
  } catch (const Poco::Exception& e) {
    throw sdk::ApiError::bad_request("malformed multipart body: " + e.displayText(),
                                     "Повреждённое тело multipart: " + e.displayText());
  }
  for (const auto& [name, value] : html) form.fields[name] = value;
  if (file_required && !form.has_file) throw expected();
  return form;
}

// The same with the file kept in `bytes`, at most `max_bytes` of it (413
// "file_too_large" past it, as soon as it is passed); the file is required.
inline MultipartForm read_multipart(sdk::RequestContext& ctx, std::string& bytes, std::size_t max_bytes) {
  // A body that says beforehand it is too large is refused before reading.
  constexpr Poco::Int64 kFormOverhead = 64 * 1024;
  if (ctx.request().hasContentLength() &&
      ctx.request().getContentLength64() > static_cast<Poco::Int64>(max_bytes) + kFormOverhead)
    throw file_too_large(max_bytes);
  return read_multipart(
      ctx,
      [&bytes, max_bytes](std::string_view chunk) {
        bytes.append(chunk);
        if (bytes.size() > max_bytes) throw file_too_large(max_bytes);
      },
      true);
}

}  // namespace proofreader::kit
