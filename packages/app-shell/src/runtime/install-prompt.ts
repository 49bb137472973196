// The browser's "add to home screen" prompt (Chromium's beforeinstallprompt). The event fires once,
// early in the page's life, so it is caught when the runtime starts and kept until the PWA dialog asks.
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export interface InstallPromptStore {
  /** Shows the browser's prompt; null when the browser offered none (iOS Safari, already installed). */
  current(): (() => Promise<"accepted" | "dismissed">) | null;
  subscribe(listener: () => void): () => void;
}

export function createInstallPromptStore(target: Window | undefined): InstallPromptStore {
  let event: BeforeInstallPromptEvent | null = null;
  let prompt: (() => Promise<"accepted" | "dismissed">) | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  target?.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    event = e as BeforeInstallPromptEvent;
    prompt = async () => {
      const shown = event;
      if (!shown) return "dismissed";
      await shown.prompt();
      const { outcome } = await shown.userChoice;
      event = null;
      prompt = null;
      changed();
      return outcome;
    };
    changed();
  });
  target?.addEventListener("appinstalled", () => {
    event = null;
    prompt = null;
    changed();
  });
  return {
    current: () => prompt,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
