import type { Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { messages as compiledEnglish } from "@repo/i18n/catalogs/ui/locales/en-US/messages";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RuntimeConfig } from "../runtime-config";
import type { AppRouteRules } from "./route-rules";
import type * as ReactDom from "react-dom";

// What the provider builds around the brand's parts is not under test here: app start and analytics
// are stand-ins (a recording report of render errors), the router a no-op.
const reportRenderError = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, back: () => undefined, prefetch: () => undefined, refresh: () => undefined }),
  usePathname: () => "/en-US",
}));
vi.mock("./AppStart", () => ({ AppStart: () => null }));
// The catalog's preload link would make the test DOM fetch from a server there is none of.
vi.mock("react-dom", async (original) => ({ ...(await original<typeof ReactDom>()), preload: () => undefined }));
vi.mock("@repo/analytics/deferred", () => ({
  createDeferredAnalytics: () => ({ reports: { reportRenderError }, load: () => new Promise(() => undefined) }),
}));

const { ClientRuntimeProvider } = await import("./ClientRuntimeProvider");

// The browser reads the app's catalog file from the app's own route; here it answers the kit's English.
const CATALOG = { locale: "en-US", scopes: ["ui"], url: "/api/catalog/en-US?v=test" } as const;
beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn<typeof fetch>(async () => Response.json(compiledEnglish)));
});

const CONFIG: RuntimeConfig = {
  apiOrigin: "http://127.0.0.1:4400",
  serviceHosts: {},
  analyticsEndpoint: "http://127.0.0.1:4400/collect",
  analyticsProject: "xworld",
  tagManager: null,
  telegramBotName: "bot",
  redirectAllowedHosts: [],
  cookieDomain: null,
  storeHost: "store.example",
  bridgeSimulatorScript: null,
};

const RULES: AppRouteRules = {
  redirectsToLogin: () => false,
  showsLoadingOverlay: () => false,
  refetchesUserInfo: () => false,
  showsFeedbackBall: () => false,
  telegramBackAction: () => ({ kind: "history-back" }),
  tabBarTab: () => null,
};

function BrokenCounter(): never {
  throw new Error("route counter exploded");
}

/** Rendered once the catalog has loaded (the provider suspends until then, as hydration waits for it). */
async function renderRuntime(background: ReactNode, page: ReactNode = <p>the page</p>, corrections: Messages = {}) {
  await act(async () => {
    render(
      <ClientRuntimeProvider
        brand="xworld"
        locale="en-US"
        catalog={CATALOG}
        corrections={corrections}
        renderedAt={Date.UTC(2026, 10, 23, 12)}
        config={CONFIG}
        rules={RULES}
        settings={{ appName: "XWorld", home: "/", recharge: "/r", withdraw: "/w", exchange: "/e", walletHistory: "/h", feedback: "/f", feedbackV2: "/f2" }}
        loadUserInfo={() => new Promise(() => undefined)}
        telegramLogin={() => new Promise(() => undefined)}
        nativeHomeScheme="xworld://home"
        tabBar={() => null}
        background={background}
      >
        {page}
      </ClientRuntimeProvider>,
    );
  });
}

afterEach(() => {
  cleanup();
  reportRenderError.mockReset();
});

describe("the brand's background parts", () => {
  it("are reported and left out when they fail, and the page stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderRuntime(<BrokenCounter />);
    expect(screen.getByText("the page")).toBeTruthy();
    expect(reportRenderError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "route counter exploded" }),
      expect.objectContaining({ componentStack: expect.stringMatching(/^brand-background\n/) }),
    );
  });

  it("render beside the page when nothing fails", async () => {
    await renderRuntime(<span>counting routes</span>);
    expect(screen.getByText("the page")).toBeTruthy();
    expect(screen.getByText("counting routes")).toBeTruthy();
    expect(reportRenderError).not.toHaveBeenCalled();
  });
});

function Texts({ ids }: { ids: string[] }) {
  const { i18n } = useLingui();
  return <p data-testid="texts">{ids.map((id) => i18n._(id)).join(" | ")}</p>;
}

describe("the page's texts", () => {
  it("are the compiled catalog the browser loads, with the server's corrections over it", async () => {
    const idOf = (text: string) => Object.entries(compiledEnglish).find(([, compiled]) => JSON.stringify(compiled) === JSON.stringify([text]))![0];
    const feedback = idOf("Feedback");
    const retry = idOf("Try again");
    await renderRuntime(null, <Texts ids={[feedback, retry]} />, { [retry]: ["One more time"] });
    expect(screen.getByTestId("texts").textContent).toBe("Feedback | One more time");
  });
});
