// What the host's own model calls need: the stored model settings (PUT
// /api/settings), the host's settings beneath them, and the one way out to
// HTTP. HostApplication builds the three before any caller and keeps them
// past the last; callers hold this by value (it is three references).
#pragma once

namespace proofreader::host {

class ModelSettings;
class Fetcher;
class Settings;

struct ModelAccess {
  const ModelSettings& stored;
  const Settings& settings;
  Fetcher& outgoing;
};

}  // namespace proofreader::host
