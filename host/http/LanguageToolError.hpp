// Errors of LanguageTool's API (/v2/) as LanguageTool writes them: its status
// and a plain-text "Error: …" body, which its clients (LibreOffice, the
// browser add-on) show to the writer. Every answer under /v2/ uses it, the
// handlers' own and the dispatcher's (unknown path, wrong method, body limit).
#pragma once

#include <Poco/Net/HTTPServerResponse.h>

#include <string>

#include <proofreader/languagetool/request_error.hpp>

namespace proofreader::host {

// True for a request path of LanguageTool's API.
bool is_languagetool_path(const std::string& path);

// Writes `error` as LanguageTool does. Does nothing if the response was
// already sent.
void send_languagetool_error(Poco::Net::HTTPServerResponse& response,
                             const languagetool::RequestError& error);

}  // namespace proofreader::host
