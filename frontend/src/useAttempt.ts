// Runs a user's action against the API and keeps its failure for a Problem notice.
import { useState } from "preact/hooks";
import { ApiError } from "./api";

export function useAttempt(): { error: ApiError | null; attempt(action: () => Promise<void>): Promise<void> } {
  const [error, setError] = useState<ApiError | null>(null);
  const attempt = async (action: () => Promise<void>) => {
    try {
      setError(null);
      await action();
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, "client", String(e)));
    }
  };
  return { error, attempt };
}
