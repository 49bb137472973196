// Work that the first paint does not need (a dialog's code, the app's global UI, analytics): it starts
// when the browser is idle after hydration, or after `timeoutMs` at the latest — and, when the device is
// offline, only once it is back online. A lazily loaded chunk that fails stays failed for the rest of
// the visit (the bundler's runtime keeps the rejected load per module), so it is better not to ask
// while offline.

function afterIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (window.navigator.onLine !== false) return afterIdle(run, timeoutMs);
  let cancel = () => window.removeEventListener("online", onOnline);
  function onOnline() {
    window.removeEventListener("online", onOnline);
    cancel = afterIdle(run, timeoutMs);
  }
  window.addEventListener("online", onOnline);
  return () => cancel();
}
