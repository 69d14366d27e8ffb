// The checked file back with its remarks: a DOCX with Word comments or with
// the fixes as tracked changes; a Markdown or text file corrected, or the
// diff of the fixes. The fixes are those accepted on screen, or, with none
// accepted, every remark with a single suggestion (the server's rule). What
// could not be placed in the file is said after the download.
import { useState } from "preact/hooks";
import { ApiError, download, request } from "../api";
import { useT } from "../i18n";

interface Props {
  // The route that writes the file: /api/jobs/{id}/document or a repository
  // version's /document.
  path: string;
  // The checked file's format (report.source.format).
  format: string;
  accepted: string[];
}

export const writableFormats = ["docx", "md", "txt"];

export function DocumentDownloads({ path, format, accepted }: Props) {
  const t = useT();
  const [status, setStatus] = useState("");
  if (!writableFormats.includes(format)) return null;

  const fetchFile = async (query: string) => {
    const accept = accepted.length ? "&accept=" + accepted.map(encodeURIComponent).join(",") : "";
    try {
      const res = await request("GET", `${path}?${query}${accept}`);
      const skipped = Number(res.headers.get("X-Proofreader-Skipped") ?? "0");
      const name = await download(res, "document." + format);
      setStatus(t("exported") + ": " + name + (skipped ? ` · ${t("not_placed")}: ${skipped}` : ""));
    } catch (e) {
      setStatus(t("error_prefix") + ": " + (e as ApiError).message);
    }
  };
  const choices: [string, string][] =
    format === "docx"
      ? [
          ["mode=comments", t("docx_with_comments")],
          ["mode=changes", t("docx_with_changes")],
        ]
      : [
          ["mode=changes", t("corrected_file")],
          ["mode=changes&diff=true", t("fixes_diff")],
        ];
  return (
    <span class="document-downloads">
      {choices.map(([query, label]) => (
        <button key={query} type="button" data-query={query} onClick={() => fetchFile(query)}>
          {label}
        </button>
      ))}
      {status && <span role="status"> {status}</span>}
    </span>
  );
}
