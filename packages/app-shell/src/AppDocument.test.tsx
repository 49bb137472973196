import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AppDocument } from "./AppDocument";

vi.mock("next/headers", async () => {
  const { NONCE_HEADER } = await import("./security-headers");
  return { headers: async () => new Headers({ [NONCE_HEADER]: "n0nce" }) };
});

async function renderedDocument(): Promise<Document> {
  const element = await AppDocument({
    locale: "en-US",
    brand: "luckybear",
    bridgeSimulatorScript: null,
    apiOrigin: "http://127.0.0.1:4580/svc",
    children: <main>page</main>,
  });
  return new DOMParser().parseFromString(`<!DOCTYPE html>${renderToStaticMarkup(element)}`, "text/html");
}

describe("AppDocument", () => {
  it("opens connections to the API's origin, not its path", async () => {
    const document = await renderedDocument();
    const hrefs = [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["http://127.0.0.1:4580", "http://127.0.0.1:4580"]);
  });

  it("gives its head scripts the nonce of the response's policy", async () => {
    const document = await renderedDocument();
    const scripts = [...document.head.querySelectorAll("script")];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map((script) => script.getAttribute("nonce"))).toEqual(scripts.map(() => "n0nce"));
  });

  it("sets the language and the brand's theme on the html element", async () => {
    const document = await renderedDocument();
    expect(document.documentElement.lang).toBe("en-US");
    expect(document.documentElement.dataset.brand).toBe("luckybear");
    expect(document.body.querySelector("main")?.textContent).toBe("page");
  });
});
