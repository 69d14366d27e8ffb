// Names of folders and files in the document repository.
//
// A name is stored in Unicode NFC, so two names that differ only in
// normalisation (a precomposed «й» and «и» + combining breve) are the same
// name and cannot both exist in one folder. Rules: valid UTF-8; not empty,
// not "." or ".."; no "/", "\", NUL or other control characters (C0, DEL,
// C1); at most 255 bytes after normalisation. Pure functions, thread-safe.
#pragma once

#include <string>
#include <string_view>

namespace proofreader::documents {

// The name in NFC; throws sdk::ApiError 400 "bad_name" saying which rule it
// breaks.
std::string normalized_name(std::string_view raw);

}  // namespace proofreader::documents
