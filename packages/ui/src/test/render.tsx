// Renders a component the way apps do: inside a Lingui provider. Without catalogs the macros fall
// back to their English source text, which is what the tests read.
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function createTestI18n() {
  return setupI18n({ locale: "en-US", messages: { "en-US": {} } });
}

export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
