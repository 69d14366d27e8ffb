// Shows why something could not be loaded; a 404 means the backend does not
// offer the feature yet, which is a state of its own, not a crash.
import { ApiError } from "../api";
import { useT } from "../i18n";

export function Problem({ error, missing }: { error: ApiError | null; missing?: string }) {
  const t = useT();
  if (!error) return null;
  if (error.status === 404 || error.status === 405 || error.status === 501)
    return (
      <p class="notice unavailable" role="status">
        {missing ?? t("not_available")}
      </p>
    );
  return (
    <p class="notice error" role="alert">
      {t("error_prefix")}: {error.message}
    </p>
  );
}
