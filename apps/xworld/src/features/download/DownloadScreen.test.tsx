import { productEndpoints } from "@repo/api-client/endpoints/product";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DownloadScreen } from "./DownloadScreen";
import { loadDownloads } from "./load-downloads";

vi.mock("server-only", () => ({}));
let userAgent = "";
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": userAgent }) }));

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile";
const LIST = [
  { platform: "ios", channel: "store", url: "https://apps.example/xworld", version: "3.2.0", size: 0 },
  { platform: "android", channel: "apk", url: "https://dl.example/xworld.apk", version: "3.2.0", size: 52_428_800 },
  { platform: "android", channel: "store", url: "https://play.example/xworld", version: "3.2.0", size: 0 },
] as const;

async function pageFor(agent: string, answer: () => unknown = () => ({ list: LIST })) {
  userAgent = agent;
  const server = fakeApi({ [productEndpoints.appDownloads.path]: answer });
  const first = await loadDownloads(server.client);
  return hydrateFeature(<DownloadScreen locale="en-US" first={first} />, { answers: {}, loggedIn: false });
}

const rowTitles = (container: HTMLElement) =>
  within(within(container).getByRole("list", { name: "Downloads" }))
    .getAllByRole("listitem")
    .map((row) => within(row).getByRole("button").textContent);

describe("/task/download", () => {
  it("puts the visitor's phone first in the server's HTML and hydrates without asking again", async () => {
    const page = await pageFor(ANDROID);
    expect(page.html).toContain("Your phone");
    expect(page.recoverable).toEqual([]);
    expect(rowTitles(page.container)).toEqual(["Google Play", "Download APK", "App Store"]);
    expect(within(page.container).getByText("Version 3.2.0 · 50.0 MB")).toBeTruthy();
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
    const iphone = await pageFor(IPHONE);
    expect(rowTitles(iphone.container)).toEqual(["App Store", "Google Play", "Download APK"]);
    iphone.unmount();
  });

  it("opens a download through the platform adapter", async () => {
    const page = await pageFor(ANDROID);
    fireEvent.click(within(page.container).getByRole("button", { name: "Download APK" }));
    expect(page.platform.openLink).toHaveBeenCalledWith("https://dl.example/xworld.apk");
    page.unmount();
  });

  it("says when the downloads could not load, with a Retry that opens the page again", async () => {
    const page = await pageFor(ANDROID, () => {
      throw new Error("down");
    });
    expect(page.html).toContain("The downloads could not load.");
    expect(within(page.container).getByRole("link", { name: "Retry" }).getAttribute("href")).toBe("/en-US/task/download");
    page.unmount();
  });

  it("says when no download is available", async () => {
    const page = await pageFor(ANDROID, () => ({ list: [] }));
    expect(page.html).toContain("No download is available right now");
    page.unmount();
  });
});
