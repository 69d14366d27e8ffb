// Applying a template to an uploaded PNG or JPEG: the result is shown as a
// data: URL (the page's CSP allows images from 'self' and data: only) and can
// be saved under the template's file name.
import { useState } from "preact/hooks";
import { request } from "../../api";
import { Problem } from "../../components/Problem";
import { useT } from "../../i18n";
import { useGuard } from "../../useGuard";

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export function RenderUpload({ id }: { id: number }) {
  const t = useT();
  const [result, setResult] = useState<{ url: string; name: string } | null>(null);
  const [error, guard] = useGuard();
  const submit = (e: Event) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    guard(async () => {
      setResult(null);
      const res = await request("POST", `/api/screenshot-templates/${id}/render`, form);
      const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "render.png";
      setResult({ url: await dataUrl(await res.blob()), name });
    });
  };
  return (
    <section aria-labelledby="shot-render">
      <h2 id="shot-render">{t("shot_render")}</h2>
      <form class="card actions" data-shot-render onSubmit={submit}>
        <label>
          {t("shot_render_file")}
          <input type="file" name="file" accept="image/png,image/jpeg" required />
        </label>
        <button type="submit">{t("shot_render_button")}</button>
      </form>
      <Problem error={error} />
      {result && (
        <figure data-shot-rendered>
          <img src={result.url} alt={t("shot_render")} style="max-width:100%" />
          <figcaption>
            <a href={result.url} download={result.name}>
              {t("shot_download")}
            </a>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
