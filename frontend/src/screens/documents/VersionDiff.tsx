// A file's version diff on #/documents: pick two versions, see the extracted
// text compared block by block and, inside a changed block, word by word.
import { useState } from "preact/hooks";
import { ApiError, get } from "../../api";
import { DiffInline, type TextDiffBlock } from "../../components/BlockDiff";
import { Problem } from "../../components/Problem";
import { useT } from "../../i18n";

interface VersionDiffAnswer {
  from: { number: number };
  to: { number: number };
  counts: { equal: number; added: number; removed: number; changed: number };
  blocks: TextDiffBlock[];
}

export function VersionDiff({ fileId, numbers }: { fileId: number; numbers: number[] }) {
  const t = useT();
  const latest = numbers[numbers.length - 1];
  const [from, setFrom] = useState(numbers[numbers.length - 2]);
  const [to, setTo] = useState(latest);
  const [diff, setDiff] = useState<VersionDiffAnswer | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const compare = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setDiff(null);
    try {
      setDiff(await get<VersionDiffAnswer>(`/api/repo/files/${fileId}/diff?from=${from}&to=${to}`));
    } catch (err) {
      setError(err as ApiError);
    }
  };
  const choice = (label: string, value: number, set: (n: number) => void) => (
    <label>
      {label}
      <select value={value} onChange={(e) => set(Number(e.currentTarget.value))}>
        {numbers.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="version-diff-title" data-version-diff>
      <h3 id="version-diff-title">{t("documents_compare_title")}</h3>
      <form class="actions" onSubmit={compare}>
        {choice(t("documents_compare_from"), from, setFrom)}
        {choice(t("documents_compare_to"), to, setTo)}
        <button type="submit">{t("documents_compare")}</button>
      </form>
      <Problem error={error} />
      {diff && (
        <>
          <p data-diff-summary>
            {diff.from.number} → {diff.to.number} · {t("documents_diff_changed")}: {diff.counts.changed} · {t("documents_diff_added")}: {diff.counts.added} ·{" "}
            {t("documents_diff_removed")}: {diff.counts.removed}
          </p>
          <div class="text-diff">
            {diff.blocks.map((b, i) => (
              <div key={i} class={`diff-block ${b.op}`} data-op={b.op}>
                <DiffInline block={b} />
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
