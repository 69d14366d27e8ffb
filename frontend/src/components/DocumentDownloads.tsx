// The checked file back with its remarks: a DOCX with Word comments, with the
// fixes as tracked changes, or corrected (the fixes applied, no change left
// to accept); a Markdown or text file corrected, or the diff of the fixes.
// The fixes are those accepted on screen, or, with none accepted, every
// remark with a single suggestion that is not dismissed (the server's rule).
// A download with fixes, and saving the corrected file as a new version
// where the screen offers it, first shows what goes in (FixPreview).
import { useState } from "preact/hooks";
import { ApiError, download, request } from "../api";
import { useT } from "../i18n";
import { FixPreview } from "./FixPreview";

interface Props {
  // The route that writes the file: /api/jobs/{id}/document or a repository
  // version's /document.
  path: string;
  // The check job whose remarks are written.
  jobId: string;
  // The checked file's format (report.source.format).
  format: string;
  accepted: string[];
  // Saves the corrected file as the next version (the repository), given the accept= query part.
  saveCorrected?: (accept: string) => void;
}

export const writableFormats = ["docx", "md", "txt"];

// Comments carry no fix and a diff shows its fixes itself: the rest is previewed.
const previewed = (query: string) => query !== "mode=comments" && !query.includes("diff=true");

export function DocumentDownloads({ path, jobId, format, accepted, saveCorrected }: Props) {
  const t = useT();
  const [status, setStatus] = useState("");
  // The choice being previewed: its query, or "save" for a new version.
  const [previewing, setPreviewing] = useState<string | null>(null);
  if (!writableFormats.includes(format)) return null;

  const accept = accepted.length ? "&accept=" + accepted.map(encodeURIComponent).join(",") : "";
  const fetchFile = async (query: string) => {
    setPreviewing(null);
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
          ["mode=corrected", t("docx_corrected")],
        ]
      : [
          ["mode=changes", t("corrected_file")],
          ["mode=changes&diff=true", t("fixes_diff")],
        ];
  return (
    <span class="document-downloads">
      {choices.map(([query, label]) => (
        <button
          key={query}
          type="button"
          data-query={query}
          aria-expanded={previewed(query) ? previewing === query : undefined}
          onClick={() => (previewed(query) ? setPreviewing(query) : fetchFile(query))}
        >
          {label}
        </button>
      ))}
      {saveCorrected && (
        <button type="button" data-save-corrected aria-expanded={previewing === "save"} onClick={() => setPreviewing("save")}>
          {t("documents_save_corrected")}
        </button>
      )}
      {status && <span role="status"> {status}</span>}
      {previewing && (
        <FixPreview
          jobId={jobId}
          path={path}
          query={(previewing === "save" ? "mode=corrected" : previewing) + accept}
          accepted={accepted}
          confirmLabel={previewing === "save" ? t("save") : t("download")}
          onConfirm={() => {
            if (previewing !== "save") return void fetchFile(previewing);
            setPreviewing(null);
            saveCorrected?.(accept);
          }}
          onCancel={() => setPreviewing(null)}
        />
      )}
    </span>
  );
}
