import { useLingui } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The page's preload is React's (a `<link>` in the server's HTML); what it is asked for is under test.
const preload = vi.hoisted(() => vi.fn());
vi.mock("react-dom", async (original) => ({ ...(await original<typeof ReactDom>()), preload }));
const { compiledCatalog, I18nCatalogProvider } = await import("./catalog-provider");
import type { CatalogRef } from "./catalog-ref";
import type * as ReactDom from "react-dom";

function Texts() {
  const { i18n } = useLingui();
  return <p data-testid="texts">{[i18n._("greeting"), i18n._("retry")].join(" | ")}</p>;
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

let serial = 0;
/** A new address per test: the provider keeps what it read for the page's life. */
const ref = (locale: CatalogRef["locale"]): CatalogRef => ({ locale, scopes: ["ui", "xworld"], url: `/api/catalog/${locale}?v=test${(serial += 1)}` });

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  preload.mockReset();
});

describe("I18nCatalogProvider", () => {
  it("renders once the catalog file has loaded, with the server's corrections over it", async () => {
    fetchMock.mockResolvedValue(answer({ greeting: ["Xin chào"], retry: ["Thử lại"] }));
    const catalog = ref("vi-VN");
    await act(async () => {
      render(
        <I18nCatalogProvider locale="vi-VN" catalog={catalog} corrections={{ retry: ["Thử lần nữa"] }}>
          <Texts />
        </I18nCatalogProvider>,
      );
    });
    expect(screen.getByTestId("texts").textContent).toBe("Xin chào | Thử lần nữa");
    expect(fetchMock).toHaveBeenCalledWith(catalog.url);
  });

  it("preloads the file, as a fetch the provider's own request matches", async () => {
    fetchMock.mockResolvedValue(answer({}));
    const catalog = ref("en-US");
    await act(async () => {
      render(<I18nCatalogProvider locale="en-US" catalog={catalog} corrections={{}} />);
    });
    expect(preload).toHaveBeenCalledWith(catalog.url, { as: "fetch", crossOrigin: "anonymous" });
  });

  it("reads a file once for every render", async () => {
    fetchMock.mockResolvedValue(answer({}));
    const catalog = ref("th-TH");
    const first = compiledCatalog(catalog);
    expect(compiledCatalog({ ...catalog })).toBe(first);
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again for a file that failed to load", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(answer({ greeting: ["Olá"] }));
    const catalog = ref("pt-BR");
    await expect(compiledCatalog(catalog)).rejects.toThrow("Failed to fetch");
    await expect(compiledCatalog(catalog)).resolves.toEqual({ greeting: ["Olá"] });
  });
});
