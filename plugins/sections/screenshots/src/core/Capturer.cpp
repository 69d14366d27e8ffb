#include "Capturer.hpp"

#include <Poco/Base64Decoder.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSONString.h>
#include <Poco/URI.h>
#include <netdb.h>

#include <cmath>
#include <memory>
#include <sstream>
#include <thread>

#include "BrowserProcess.hpp"
#include "CdpClient.hpp"
#include "FilteringProxy.hpp"

namespace proofreader::screenshots {
namespace {

using Clock = std::chrono::steady_clock;
using Object = Poco::JSON::Object;

std::string json_string(const std::string& text) {
  std::ostringstream out;
  Poco::toJSON(text, out, true);
  return out.str();
}

std::string json_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (const std::string& item : items) out += (out.size() > 1 ? "," : "") + json_string(item);
  return out + "]";
}

Object::Ptr params(std::initializer_list<std::pair<const char*, Poco::Dynamic::Var>> values) {
  Object::Ptr object = new Object;
  for (const auto& [key, value] : values) object->set(key, value);
  return object;
}

// Png width and height from the IHDR chunk.
std::pair<int, int> png_size(const std::string& png) {
  if (png.size() < 24 || png.compare(1, 3, "PNG") != 0)
    throw CaptureError("the browser gave no PNG", "браузер не вернул PNG");
  const auto at = [&](std::size_t i) {
    const auto* b = reinterpret_cast<const unsigned char*>(png.data()) + i;
    return static_cast<int>((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]);
  };
  return {at(16), at(20)};
}

class PageSession {
 public:
  PageSession(CdpClient& cdp, Clock::time_point deadline) : cdp_(cdp), deadline_(deadline) {
    const Object::Ptr target =
        cdp_.call("Target.createTarget", params({{"url", "about:blank"}}), "", deadline_);
    const Object::Ptr attached = cdp_.call(
        "Target.attachToTarget",
        params({{"targetId", target->getValue<std::string>("targetId")}, {"flatten", true}}), "", deadline_);
    session_ = attached->getValue<std::string>("sessionId");
  }

  Object::Ptr call(const std::string& method, Object::Ptr p = {}) {
    return cdp_.call(method, p, session_, deadline_);
  }
  Object::Ptr wait_event(const std::string& method, Clock::time_point until) {
    return cdp_.wait_event(method, session_, std::min(until, deadline_));
  }

  // Evaluates an expression the section wrote (data enters only as JSON
  // literals) and returns its value.
  Poco::Dynamic::Var evaluate(const std::string& expression) {
    const Object::Ptr result =
        call("Runtime.evaluate", params({{"expression", expression}, {"returnByValue", true}}));
    if (const Object::Ptr exception = result->getObject("exceptionDetails")) {
      const Object::Ptr thrown = exception->getObject("exception");
      const std::string what = thrown ? thrown->optValue<std::string>("description", "") : "";
      throw CaptureError("the page refused a selector: " + what, "страница не приняла селектор: " + what);
    }
    const Object::Ptr value = result->getObject("result");
    return value && value->has("value") ? value->get("value") : Poco::Dynamic::Var();
  }

 private:
  CdpClient& cdp_;
  Clock::time_point deadline_;
  std::string session_;
};

// The page's own host must pass the rules before a browser starts (the proxy
// judges every connection again, so a name that changes its answer later is
// still caught there).
void check_page_address(const std::string& url, const netrules::AddressPolicy& policy) {
  const Poco::URI uri(url);
  if (const auto refusal = netrules::AddressPolicy::scheme_refusal(uri.getScheme()))
    throw CaptureError(refusal->en, refusal->ru);
  if (policy.host_exempt(uri.getHost())) return;
  addrinfo hints{};
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (::getaddrinfo(uri.getHost().c_str(), nullptr, &hints, &found) != 0)
    throw CaptureError("cannot resolve " + uri.getHost(), "не удалось найти адрес " + uri.getHost());
  std::unique_ptr<addrinfo, decltype(&::freeaddrinfo)> guard(found, &::freeaddrinfo);
  for (const addrinfo* a = found; a; a = a->ai_next) {
    const auto ip = netrules::ip_from(a->ai_addr);
    if (!ip) continue;
    if (const auto refusal = policy.refusal_for(*ip)) throw CaptureError(refusal->en, refusal->ru);
  }
}

}  // namespace

CaptureResult capture(const ScreenshotTemplate& t, const CaptureEnvironment& environment,
                      const std::function<void(const std::string&, double)>& progress,
                      const std::function<bool()>& cancelled) {
  if (t.url.empty())
    throw CaptureError("the template has no URL to capture", "у шаблона нет адреса страницы");
  const auto started = Clock::now();
  const auto deadline = started + environment.time_limit;
  const auto cancellation = [] { return CaptureError("cancelled", "отменено"); };
  const auto check_cancelled = [&] {
    if (cancelled()) throw cancellation();
  };
  check_page_address(t.url, environment.policy);

  CaptureResult result;
  FilteringProxy proxy(environment.policy, {});
  BrowserOptions options;
  options.executable = environment.chromium;
  options.scratch_directory = environment.scratch_directory;
  options.proxy_port = proxy.port();
  options.time_limit = environment.time_limit;
  options.memory_limit_bytes = environment.memory_limit_bytes;
  // The watchdog kills the browser the moment the job is cancelled, so a
  // cancel never waits for a page load or a screenshot to finish.
  options.cancelled = cancelled;
  progress("starting_browser", 0.1);
  std::unique_ptr<BrowserProcess> browser;
  try {
    browser = std::make_unique<BrowserProcess>(options);
  } catch (const BrowserError& e) {
    if (cancelled()) throw cancellation();
    throw CaptureError(e.what(), std::string("браузер не запустился: ") + e.what());
  }
  const std::string seconds = std::to_string(environment.time_limit.count() / 1000);
  try {
    CdpClient cdp(browser->devtools_port(), browser->devtools_path(), std::chrono::milliseconds(5000));
    PageSession page(cdp, deadline);
    page.call("Page.enable");
    page.call("Emulation.setDeviceMetricsOverride", params({{"width", t.viewport_width},
                                                            {"height", t.viewport_height},
                                                            {"deviceScaleFactor", t.device_scale},
                                                            {"mobile", false}}));
    check_cancelled();
    progress("loading_page", 0.3);
    const Object::Ptr navigated = page.call("Page.navigate", params({{"url", t.url}}));
    const std::string failure = navigated->optValue<std::string>("errorText", "");
    if (!failure.empty())
      throw CaptureError("the page did not load: " + failure, "страница не загрузилась: " + failure);
    page.wait_event("Page.loadEventFired", deadline);
    check_cancelled();

    progress("waiting", 0.5);
    if (!t.wait_selector.empty()) {
      const std::string probe = "document.querySelector(" + json_string(t.wait_selector) + ") !== null";
      const auto wait_until = Clock::now() + std::chrono::milliseconds(TemplateLimits::max_wait_ms);
      while (!page.evaluate(probe).convert<bool>()) {
        if (Clock::now() > wait_until || Clock::now() > deadline)
          throw CaptureError("the selector '" + t.wait_selector + "' did not appear",
                             "селектор «" + t.wait_selector + "» не появился");
        check_cancelled();
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    }
    for (const auto until = Clock::now() + std::chrono::milliseconds(t.wait_ms); Clock::now() < until;) {
      check_cancelled();
      std::this_thread::sleep_for(
          std::min<Clock::duration>(std::chrono::milliseconds(100), until - Clock::now()));
    }
    if (!t.hide_selectors.empty() || !t.blur_selectors.empty()) {
      page.evaluate(
          "(() => { const mark = (list, property, value) => list.forEach(s => "
          "document.querySelectorAll(s).forEach(e => e.style.setProperty(property, value, 'important')));"
          " mark(" +
          json_list(t.hide_selectors) +
          ", 'visibility', 'hidden');"
          " mark(" +
          json_list(t.blur_selectors) + ", 'filter', 'blur(8px)'); return true; })()");
    }
    check_cancelled();

    progress("capturing", 0.7);
    Object::Ptr shot_params = params({{"format", "png"}, {"fromSurface", true}});
    if (!t.crop_selector.empty()) {
      const Poco::Dynamic::Var box =
          page.evaluate("(() => { const e = document.querySelector(" + json_string(t.crop_selector) +
                        "); if (!e) return null; const r = e.getBoundingClientRect();"
                        " return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height]; })()");
      if (box.type() != typeid(Poco::JSON::Array::Ptr))
        throw CaptureError("no element matches '" + t.crop_selector + "'",
                           "нет элемента для селектора «" + t.crop_selector + "»");
      const Poco::JSON::Array::Ptr edges = box.extract<Poco::JSON::Array::Ptr>();
      const auto edge = [&](unsigned i) { return edges->getElement<double>(i); };
      const double x = std::max(0.0, edge(0) - t.padding);
      const double y = std::max(0.0, edge(1) - t.padding);
      const double right = edge(0) + edge(2) + t.padding;
      const double bottom = edge(1) + edge(3) + t.padding;
      if (right - x < 1 || bottom - y < 1)
        throw CaptureError("the element '" + t.crop_selector + "' has no size",
                           "у элемента «" + t.crop_selector + "» нулевой размер");
      shot_params->set(
          "clip", params({{"x", x}, {"y", y}, {"width", right - x}, {"height", bottom - y}, {"scale", 1}}));
      shot_params->set("captureBeyondViewport", true);
    }
    const Object::Ptr shot = page.call("Page.captureScreenshot", shot_params);
    std::istringstream encoded(shot->getValue<std::string>("data"));
    Poco::Base64Decoder decoder(encoded);
    result.png.assign(std::istreambuf_iterator<char>(decoder), std::istreambuf_iterator<char>());
    std::tie(result.width, result.height) = png_size(result.png);
  } catch (const CdpError& e) {
    const std::string killed = browser->kill_reason();
    if (killed == kCancelled) throw cancellation();
    if (!killed.empty())
      throw CaptureError(killed, killed.find("MiB") != std::string::npos
                                     ? "браузер остановлен: превышен лимит памяти"
                                     : "браузер остановлен: снимок не готов за " + seconds + " с");
    if (Clock::now() >= deadline)
      throw CaptureError("the capture took longer than " + seconds + " s",
                         "снимок не готов за " + seconds + " с: страница не загрузилась вовремя");
    throw CaptureError(std::string("the browser failed: ") + e.what(),
                       std::string("сбой браузера: ") + e.what());
  } catch (const Poco::Exception& e) {
    throw CaptureError("the browser answered oddly: " + e.displayText(),
                       "непонятный ответ браузера: " + e.displayText());
  }
  result.browser_peak_bytes = browser->peak_memory_bytes();
  browser.reset();
  result.refused = proxy.refusals();
  result.requested = proxy.requested();
  result.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  progress("captured", 0.8);
  return result;
}

}  // namespace proofreader::screenshots
