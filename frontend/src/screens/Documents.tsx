// #/documents: the document repository. A folder tree, the files of the chosen
// folder, upload by button or drag and drop with a progress bar, a file's
// versions with download, "check this version" (followed to its end, then the
// normal report opens), a checked version back with its remarks or saved
// corrected as the next version, archive/restore, a diff of two versions, and
// full-text search with the matched words highlighted.
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { DocumentDownloads } from "../components/DocumentDownloads";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { storedLang, useLang, useT } from "../i18n";
import { followJob } from "../jobStream";
import { go } from "../router";
import { sizeLabel } from "../sizeLabel";
import { useLoad } from "../useLoad";
import { VersionDiff } from "./documents/VersionDiff";

interface Folder {
  id: number;
  name: string;
  parent_id: number;
  archived: boolean;
  children: Folder[];
}
interface Version {
  number: number;
  size: number;
  content_type: string;
  uploaded_by: string;
  uploaded_at: string;
  comment: string;
  index_state: string;
  searchable: boolean;
  not_searchable_reason?: string;
  last_check_job: string | null;
  remarks: number | null;
}
interface RepoFile {
  id: number;
  name: string;
  folder_id: number;
  archived: boolean;
  latest_version: number;
  size: number;
  updated_at: string;
  read_only?: boolean;
  versions?: Version[];
}
interface Hit {
  file_id: number;
  version: number;
  name: string;
  path: string;
  snippet: string;
}


// Uploads with XMLHttpRequest: fetch cannot report upload progress.
function uploadFile(file: File, folderId: number, comment: string, onProgress: (p: number) => void): Promise<{ id: number; version: number }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("folder_id", String(folderId));
    form.append("comment", comment);
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/repo/files");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", storedLang());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { error?: { code: string; message: string } } & { id: number; version: number };
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(new ApiError(xhr.status, "http_" + xhr.status, xhr.statusText));
      }
      if (xhr.status === 201) resolve(body);
      else reject(new ApiError(xhr.status, body.error?.code ?? "", body.error?.message ?? xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "network error"));
    xhr.send(form);
  });
}

export function Documents() {
  const t = useT();
  const [folderId, setFolderId] = useState(0);
  const [fileId, setFileId] = useState<number | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [hits, setHits] = useState<{ items: Hit[]; total: number } | null>(null);
  const [query, setQuery] = useState("");
  const [uploads, setUploads] = useState(0);
  const archivedParam = showArchived ? "?archived=true" : "";
  const tree = useLoad(() => get<{ folders: Folder[] }>("/api/repo/folders" + archivedParam), [showArchived]);
  const files = useLoad(() => get<{ files: RepoFile[] }>(`/api/repo/folders/${folderId}/files${archivedParam}`), [folderId, showArchived]);

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      tree.reload();
      files.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  const newFolder = (e: Event) => {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem("folder_name") as HTMLInputElement;
    act(async () => {
      await api("POST", "/api/repo/folders", { name: input.value, parent_id: folderId });
      input.value = "";
    });
  };
  const search = async (e: Event) => {
    e.preventDefault();
    setError(null);
    if (!query.trim()) return setHits(null);
    try {
      const extra = (folderId ? `&folder_id=${folderId}` : "") + (showArchived ? "&archived=true" : "");
      setHits(await get(`/api/repo/search?q=${encodeURIComponent(query)}${extra}`));
    } catch (err) {
      setError(err as ApiError);
    }
  };

  return (
    <Screen title={t("documents_title")} wide>
      <Problem error={tree.error ?? files.error ?? error} />
      <div class="documents">
        <nav class="folder-tree" aria-label={t("documents_folders")}>
          <ul>
            <li>
              <button type="button" class="link" aria-current={folderId === 0 ? "true" : undefined} onClick={() => (setFolderId(0), setFileId(null))}>
                {t("documents_root")}
              </button>
              {tree.data && <FolderList folders={tree.data.folders} current={folderId} pick={(id) => (setFolderId(id), setFileId(null))} />}
            </li>
          </ul>
          <form onSubmit={newFolder} class="actions">
            <label>
              <span class="sr-only">{t("documents_new_folder")}</span>
              <input name="folder_name" required placeholder={t("documents_new_folder")} />
            </label>
            <button type="submit">{t("documents_create")}</button>
          </form>
          {folderId !== 0 && <FolderActions id={folderId} folders={tree.data?.folders ?? []} act={act} />}
          <label class="check">
            <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />
            {t("documents_show_archived")}
          </label>
        </nav>
        <div class="folder-content">
          <form role="search" class="actions" onSubmit={search}>
            <label>
              <span class="sr-only">{t("documents_search")}</span>
              <input type="search" name="q" value={query} placeholder={t("documents_search")} onInput={(e) => setQuery(e.currentTarget.value)} />
            </label>
            <button type="submit">{t("documents_search_button")}</button>
          </form>
          {hits && <SearchResults hits={hits} open={(id) => (setFileId(id), setHits(null))} />}
          <Upload folderId={folderId} done={(id) => (files.reload(), setFileId(id), setUploads((n) => n + 1))} />
          {files.data && files.data.files.length === 0 && <p class="muted">{t("empty")}</p>}
          {files.data && files.data.files.length > 0 && <FileTable files={files.data.files} open={setFileId} />}
          {/* A new upload shows the file afresh, with its new version. */}
          {fileId !== null && <FileDetails key={`${fileId}:${uploads}`} id={fileId} changed={() => files.reload()} />}
        </div>
      </div>
    </Screen>
  );
}

function FolderList({ folders, current, pick }: { folders: Folder[]; current: number; pick: (id: number) => void }) {
  if (folders.length === 0) return null;
  return (
    <ul>
      {folders.map((f) => (
        <li key={f.id}>
          <button type="button" class="link" data-folder={f.name} aria-current={current === f.id ? "true" : undefined} onClick={() => pick(f.id)}>
            {f.archived ? `🗄 ${f.name}` : f.name}
          </button>
          <FolderList folders={f.children} current={current} pick={pick} />
        </li>
      ))}
    </ul>
  );
}

function findFolder(folders: Folder[], id: number): Folder | undefined {
  for (const f of folders) {
    if (f.id === id) return f;
    const inner = findFolder(f.children, id);
    if (inner) return inner;
  }
  return undefined;
}

function FolderActions({ id, folders, act }: { id: number; folders: Folder[]; act: (a: () => Promise<unknown>) => void }) {
  const t = useT();
  const folder = findFolder(folders, id);
  if (!folder) return null;
  return (
    <div class="actions">
      <a class="button" href={`/api/repo/folders/${id}/download`} download>
        {t("documents_download_zip")}
      </a>
      <button type="button" onClick={() => act(() => api("POST", `/api/repo/folders/${id}/${folder.archived ? "restore" : "archive"}`))}>
        {folder.archived ? t("documents_restore") : t("documents_archive")}
      </button>
    </div>
  );
}

// Files are chosen (by button or drop) and sent only on «Upload», so the
// comment typed after choosing goes with them.
function Upload({ folderId, done }: { folderId: number; done: (fileId: number) => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const [comment, setComment] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const choose = (list: FileList | null) => (setMessage(null), setChosen(Array.from(list ?? [])));
  const send = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;  // gone from the event once it awaits
    if (chosen.length === 0) return;
    setMessage(null);
    for (const file of chosen) {
      setProgress(0);
      try {
        const r = await uploadFile(file, folderId, comment, setProgress);
        setMessage({ ok: true, text: `${file.name}: ${t("documents_uploaded")} ${r.version}` });
        done(r.id);
      } catch (err) {
        setMessage({ ok: false, text: `${file.name}: ${(err as ApiError).message}` });
      }
    }
    setProgress(null);
    setChosen([]);
    setComment("");
    form.reset();
  };
  return (
    <form
      class={over ? "dropzone over" : "dropzone"}
      data-testid="repo-dropzone"
      onSubmit={send}
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => (e.preventDefault(), setOver(false), choose(e.dataTransfer?.files ?? null))}
    >
      <p>{t("documents_drop")}</p>
      <div class="actions">
        {/* The browser's own file button speaks the browser's language, not the interface's. */}
        <label class="button file-pick">
          {t("documents_choose_file")}
          <input type="file" name="file" class="sr-only" multiple onChange={(e) => choose(e.currentTarget.files)} />
        </label>
        <label>
          {t("documents_comment")}
          <input name="comment" value={comment} onInput={(e) => setComment(e.currentTarget.value)} />
        </label>
        <button type="submit" class="primary" disabled={chosen.length === 0 || progress !== null}>
          {t("documents_upload")}
        </button>
      </div>
      {chosen.length > 0 && progress === null && (
        <p class="muted" data-chosen>
          {t("documents_chosen")}: {chosen.map((f) => f.name).join(", ")}
        </p>
      )}
      {progress !== null && <progress max={1} value={progress} aria-label={t("progress")} />}
      {message && (
        <p class={message.ok ? "notice ok" : "notice error"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      )}
    </form>
  );
}

function FileTable({ files, open }: { files: RepoFile[]; open: (id: number) => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t("documents_name")}</th>
            <th scope="col">{t("documents_version")}</th>
            <th scope="col">{t("documents_size")}</th>
            <th scope="col">{t("date")}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((f) => (
            <tr key={f.id} data-file={f.name}>
              <td data-label={t("documents_name")}>
                <button type="button" class="link" onClick={() => open(f.id)}>
                  {f.archived ? `🗄 ${f.name}` : f.name}
                </button>
              </td>
              <td data-label={t("documents_version")}>{f.latest_version}</td>
              <td data-label={t("documents_size")}>{sizeLabel(lang, f.size)}</td>
              <td data-label={t("date")}>{new Date(f.updated_at).toLocaleString(lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// A version's date to the minute: the row stays narrow.
const SHORT_DATE: Intl.DateTimeFormatOptions = { dateStyle: "short", timeStyle: "short" };

// "guide.docx" → "docx": the format the file was checked as.
const formatOf = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();
// "guide.docx" → "DOCX": the kind a writer knows a file by (the MIME type is in the tooltip).
const kindOf = (name: string) => (name.includes(".") ? formatOf(name).toUpperCase() : "—");

function FileDetails({ id, changed }: { id: number; changed: () => void }) {
  const t = useT();
  const lang = useLang();
  const [error, setError] = useState<ApiError | null>(null);
  const file = useLoad(() => get<RepoFile>(`/api/repo/files/${id}`), [id]);
  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      file.reload();
      changed();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  // The report exists once the check is done: follow the job, then open it.
  const [checking, setChecking] = useState<{ version: number; progress: number } | null>(null);
  // The version whose other actions (the checked file back, «save corrected») are open.
  const [more, setMore] = useState<number | null>(null);
  const check = async (n: number) => {
    setError(null);
    try {
      const { job_id } = await api<{ job_id: string }>("POST", `/api/repo/files/${id}/versions/${n}/check`, {});
      setChecking({ version: n, progress: 0 });
      followJob(job_id, {
        stage: () => {},
        progress: (progress) => setChecking({ version: n, progress }),
        card: () => {},
        end: (status, message) => {
          setChecking(null);
          if (status === "done") go(`#/review/${encodeURIComponent(job_id)}`);
          else setError(new ApiError(0, status, message ?? status));
        },
      });
    } catch (e) {
      setError(e as ApiError);
    }
  };
  // The version's fixes saved as the next version, which is checked at once:
  // the list shows its count when that check ends.
  const saveCorrected = (n: number, accept: string) =>
    act(async () => {
      const saved = await api<{ job_id: string }>("POST", `/api/repo/files/${id}/versions/${n}/corrected?${accept.slice(1)}`);
      followJob(saved.job_id, { stage: () => {}, progress: () => {}, card: () => {}, end: () => file.reload() });
    });
  const f = file.data;
  return (
    <section class="card" aria-labelledby="file-title" data-file-details={f?.name}>
      <Problem error={file.error ?? error} />
      {f && (
        <>
          <h2 id="file-title">{f.name}</h2>
          <div class="actions">
            <button type="button" onClick={() => act(() => api("POST", `/api/repo/files/${id}/${f.archived ? "restore" : "archive"}`))}>
              {f.archived ? t("documents_restore") : t("documents_archive")}
            </button>
            <button type="button" onClick={file.reload}>
              {t("documents_refresh")}
            </button>
          </div>
          {checking && (
            <p class="notice" role="status" data-checking={checking.version}>
              {t("documents_checking")} {checking.version}… <progress max={1} value={checking.progress} aria-label={t("progress")} />
            </p>
          )}
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("documents_version")}</th>
                  <th scope="col">{t("documents_size")}</th>
                  <th scope="col">{t("documents_type")}</th>
                  <th scope="col">{t("documents_uploaded_by")}</th>
                  <th scope="col">{t("documents_comment")}</th>
                  <th scope="col">{t("remarks")}</th>
                  <th scope="col">{t("documents_search_state")}</th>
                  <th scope="col">
                    <span class="sr-only">{t("open")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...(f.versions ?? [])].reverse().map((v) => [
                  <tr key={v.number} data-version={v.number}>
                    <td data-label={t("documents_version")}>{v.number}</td>
                    <td data-label={t("documents_size")}>{sizeLabel(lang, v.size)}</td>
                    <td data-label={t("documents_type")} title={v.content_type}>
                      {kindOf(f.name)}
                    </td>
                    <td data-label={t("documents_uploaded_by")}>
                      {v.uploaded_by}
                      <br />
                      <span class="muted">{new Date(v.uploaded_at).toLocaleString(lang, SHORT_DATE)}</span>
                    </td>
                    <td data-label={t("documents_comment")}>{v.comment}</td>
                    <td data-label={t("remarks")} data-remarks>
                      {v.remarks ?? (v.last_check_job ? "…" : "—")}
                    </td>
                    <td data-label={t("documents_search_state")}>
                      {v.searchable ? t("documents_searchable") : v.index_state === "failed" ? `${t("documents_not_searchable")}: ${v.not_searchable_reason}` : v.index_state === "pending" ? t("documents_indexing") : "—"}
                    </td>
                    <td>
                      <div class="actions compact">
                        <a class="button" href={`/api/repo/files/${id}/versions/${v.number}/download`} download>
                          {t("documents_download")}
                        </a>
                        <button type="button" aria-label={t("documents_check")} onClick={() => check(v.number)}>
                          {t("documents_check_short")}
                        </button>
                        {v.remarks !== null && (
                          <button type="button" data-version-more aria-expanded={more === v.number} onClick={() => setMore(more === v.number ? null : v.number)}>
                            {t("documents_more")}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>,
                  // The checked version's other actions, in a row of their own under it.
                  more === v.number && v.remarks !== null && (
                    <tr key={v.number + "-more"} data-version-actions={v.number}>
                      <td colSpan={8}>
                        <div class="actions">
                          <DocumentDownloads
                            path={`/api/repo/files/${id}/versions/${v.number}/document`}
                            jobId={v.last_check_job ?? ""}
                            format={formatOf(f.name)}
                            accepted={[]}
                            saveCorrected={v.remarks > 0 ? (accept) => saveCorrected(v.number, accept) : undefined}
                          />
                        </div>
                      </td>
                    </tr>
                  ),
                ])}
              </tbody>
            </table>
          </div>
          {(f.versions?.length ?? 0) > 1 && <VersionDiff fileId={id} numbers={(f.versions ?? []).map((v) => v.number)} />}
        </>
      )}
    </section>
  );
}

function SearchResults({ hits, open }: { hits: { items: Hit[]; total: number }; open: (id: number) => void }) {
  const t = useT();
  return (
    <section class="card" aria-labelledby="hits-title">
      <h2 id="hits-title">
        {t("documents_found")}: {hits.total}
      </h2>
      <ol class="hits">
        {hits.items.map((h) => (
          <li key={h.file_id} data-hit={h.path}>
            <button type="button" class="link" onClick={() => open(h.file_id)}>
              {h.path}
            </button>{" "}
            <span class="muted">v{h.version}</span>
            {/* The server escapes the text and adds only <mark> tags. */}
            <p class="snippet" dangerouslySetInnerHTML={{ __html: h.snippet }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
