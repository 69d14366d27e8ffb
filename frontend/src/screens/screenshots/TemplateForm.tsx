// The fields of a screenshot template, for a new template and for editing
// one. Lists are edited one item a line: selectors as they are, callouts as
// "x; y; text" with x and y shares of the image (0..1). The server validates
// every field and names the one it refuses.
import { useState } from "preact/hooks";
import { useT } from "../../i18n";
import type { Callout, TemplateFields } from "./types";

const lines = (text: string) => text.split("\n").map((l) => l.trim()).filter(Boolean);

function calloutsText(callouts: Callout[]): string {
  return callouts.map((c) => `${c.x}; ${c.y}; ${c.text}`).join("\n");
}

// <input type=color> knows only #rrggbb: a stored #rgb is widened so that
// saving the form does not turn it black.
function longColor(color: string): string {
  return /^#[0-9a-f]{3}$/i.test(color) ? "#" + [...color.slice(1)].map((c) => c + c).join("") : color;
}

function parseCallouts(text: string): Callout[] {
  return lines(text).map((line) => {
    const [x, y, ...rest] = line.split(";");
    return { x: Number(x), y: Number(y), text: rest.join(";").trim() };
  });
}

export function TemplateForm({ initial, onSave }: { initial: TemplateFields; onSave(fields: TemplateFields): void }) {
  const t = useT();
  const [f, setF] = useState<TemplateFields>({ ...initial, frame: { ...initial.frame, border_color: longColor(initial.frame.border_color) } });
  const [hide, setHide] = useState(initial.hide_selectors.join("\n"));
  const [blur, setBlur] = useState(initial.blur_selectors.join("\n"));
  const [callouts, setCallouts] = useState(calloutsText(initial.callouts));
  const set = <K extends keyof TemplateFields>(key: K, value: TemplateFields[K]) => setF((old) => ({ ...old, [key]: value }));
  const setFrame = <K extends keyof TemplateFields["frame"]>(key: K, value: TemplateFields["frame"][K]) =>
    setF((old) => ({ ...old, frame: { ...old.frame, [key]: value } }));
  const text = (key: keyof TemplateFields, label: string, required = false) => (
    <label>
      {label}
      <input name={key} required={required} value={f[key] as string} onInput={(e) => set(key, e.currentTarget.value as never)} />
    </label>
  );
  const number = (key: keyof TemplateFields, label: string, step = 1) => (
    <label>
      {label}
      <input name={key} type="number" step={step} value={f[key] as number} onInput={(e) => set(key, Number(e.currentTarget.value) as never)} />
    </label>
  );
  const submit = (e: Event) => {
    e.preventDefault();
    onSave({ ...f, hide_selectors: lines(hide), blur_selectors: lines(blur), callouts: parseCallouts(callouts) });
  };
  return (
    <form class="card" data-shot-form onSubmit={submit}>
      {text("name", t("shot_name"), true)}
      {text("description", t("shot_description"))}
      {text("url", t("shot_url"))}
      <div class="actions">
        {number("viewport_width", t("shot_viewport_width"))}
        {number("viewport_height", t("shot_viewport_height"))}
        {number("device_scale", t("shot_device_scale"), 0.25)}
      </div>
      <div class="actions">
        {number("wait_ms", t("shot_wait_ms"))}
        {text("wait_selector", t("shot_wait_selector"))}
      </div>
      <div class="actions">
        {text("crop_selector", t("shot_crop_selector"))}
        {number("padding", t("shot_padding"))}
      </div>
      <label>
        {t("shot_hide")}
        <textarea name="hide_selectors" rows={2} value={hide} onInput={(e) => setHide(e.currentTarget.value)} />
      </label>
      <label>
        {t("shot_blur")}
        <textarea name="blur_selectors" rows={2} value={blur} onInput={(e) => setBlur(e.currentTarget.value)} />
      </label>
      <div class="actions">
        <label>
          {t("shot_format")}
          <select name="format" value={f.format} onChange={(e) => set("format", e.currentTarget.value as "png" | "webp")}>
            <option value="png">PNG</option>
            <option value="webp">WebP</option>
          </select>
        </label>
        {number("max_width", t("shot_max_width"))}
      </div>
      <fieldset>
        <legend>{t("shot_frame")}</legend>
        <div class="actions">
          <label>
            {t("shot_border_width")}
            <input name="border_width" type="number" value={f.frame.border_width} onInput={(e) => setFrame("border_width", Number(e.currentTarget.value))} />
          </label>
          <label>
            {t("shot_border_color")}
            <input name="border_color" type="color" value={f.frame.border_color} onInput={(e) => setFrame("border_color", e.currentTarget.value)} />
          </label>
          <label>
            {t("shot_corner_radius")}
            <input name="corner_radius" type="number" value={f.frame.corner_radius} onInput={(e) => setFrame("corner_radius", Number(e.currentTarget.value))} />
          </label>
          <label class="check">
            <input type="checkbox" name="shadow" checked={f.frame.shadow} onChange={(e) => setFrame("shadow", e.currentTarget.checked)} />
            {t("shot_shadow")}
          </label>
        </div>
      </fieldset>
      <label>
        {t("shot_callouts")}
        <textarea name="callouts" rows={3} value={callouts} onInput={(e) => setCallouts(e.currentTarget.value)} placeholder="0.2; 0.3; Меню" />
      </label>
      {text("caption_pattern", t("shot_caption_pattern"))}
      {text("file_name_pattern", t("shot_file_name_pattern"))}
      <div class="actions">
        <button type="submit">{t("save")}</button>
      </div>
    </form>
  );
}
