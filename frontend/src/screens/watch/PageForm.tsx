// The fields of a watched page: address, title, the part to watch (the whole
// page, a CSS selector, or the main content) and patterns to ignore.
import { useState } from "preact/hooks";
import { useT } from "../../i18n";
import type { WatchPage } from "./types";

type Part = "whole" | "selector" | "main";

export function PageForm({ page, onSave }: { page?: WatchPage; onSave(fields: Partial<WatchPage>): void }) {
  const t = useT();
  const [url, setUrl] = useState(page?.url ?? "");
  const [title, setTitle] = useState(page?.title ?? "");
  const [part, setPart] = useState<Part>(page?.selector ? "selector" : page?.main_content ? "main" : "whole");
  const [selector, setSelector] = useState(page?.selector ?? "");
  const [ignore, setIgnore] = useState((page?.ignore ?? []).join("\n"));
  const submit = (e: Event) => {
    e.preventDefault();
    onSave({
      url,
      title,
      selector: part === "selector" ? selector : "",
      main_content: part === "main",
      ignore: ignore.split("\n").map((s) => s.trim()).filter(Boolean),
    });
  };
  return (
    <form class="card" data-watch-page-form onSubmit={submit}>
      <label>
        {t("watch_url")}
        <input name="url" type="url" required value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      </label>
      <label>
        {t("watch_page_title")}
        <input name="title" value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label>
        {t("watch_part")}
        <select name="part" value={part} onChange={(e) => setPart(e.currentTarget.value as Part)}>
          <option value="whole">{t("watch_whole_page")}</option>
          <option value="selector">{t("watch_selector")}</option>
          <option value="main">{t("watch_main_content")}</option>
        </select>
      </label>
      {part === "selector" && (
        <label>
          {t("watch_selector_hint")}
          <input name="selector" value={selector} onInput={(e) => setSelector(e.currentTarget.value)} />
        </label>
      )}
      <label>
        {t("watch_ignore_hint")}
        <textarea name="ignore" rows={2} value={ignore} onInput={(e) => setIgnore(e.currentTarget.value)} />
      </label>
      <div class="actions">
        <button type="submit">{t("save")}</button>
      </div>
    </form>
  );
}
