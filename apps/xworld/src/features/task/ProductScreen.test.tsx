import { type ProductDetail, taskEndpoints } from "@repo/api-client/endpoints/task";
import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadProduct } from "./load-task-pages";
import { ProductScreen } from "./ProductScreen";

vi.mock("server-only", () => ({}));

const REQUEST = { service: "task", method: "GET", path: taskEndpoints.getProductDetail.path, url: "" } as const;

function productWith(status: ProductDetail["tasks"][number]["status"], name = "Pet Rush"): ProductDetail {
  return {
    product: { productId: 5001, name, icon: "", description: [{ type: "text", text: "Raise pets and race them." }], play_url: "https://games.example/pet-rush" },
    tasks: [{ productId: 5001, taskId: 9001, title: "Reach level 5", xbOfferId: "xb-1", productType: 2, reward: 1200, reward_coin: "XB", icon: "", short_desc: "Play a while", status }],
  };
}

const screenWith = (first: Parameters<typeof ProductScreen>[0]["first"], productId: number | null = 5001) => (
  <ProductScreen locale="en-US" productId={productId} from="home" first={first} />
);

describe("/task/product_v2 read on the server", () => {
  it("reads the game as the reader, and says when it does not exist", async () => {
    const server = fakeApi({ [taskEndpoints.getProductDetail.path]: () => productWith("not_taken") });
    expect((await loadProduct(server.client, 5001)).detail?.product.name).toBe("Pet Rush");
    expect(server.callsTo(taskEndpoints.getProductDetail.path)).toEqual([{ productId: 5001 }]);
    const missing = fakeApi({
      [taskEndpoints.getProductDetail.path]: () => {
        throw new BusinessError(REQUEST, 1002, "not found");
      },
    });
    expect(await loadProduct(missing.client, 5001)).toEqual({ detail: null, missing: true });
  });

  it("has the game and its tasks, each a link with the player's status, in its HTML and hydrates without asking again", async () => {
    const answers = { [taskEndpoints.getProductDetail.path]: () => productWith("in_progress") };
    const first = { userId: PLAYER_ID, data: await loadProduct(fakeApi(answers).client, 5001) };
    const page = await hydrateFeature(screenWith(first), { answers });
    expect(page.html).toContain("Raise pets and race them.");
    expect(page.html).toContain("In progress");
    expect(page.recoverable).toEqual([]);
    const row = within(page.container).getByRole("link", { name: /Reach level 5/ });
    expect(row.getAttribute("href")).toBe("/en-US/task/details?taskId=9001&productType=2&gameName=Reach+level+5&from=product_5001");
    expect(within(page.container).getByRole("button", { name: "Play Pet Rush" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("shows a guest each task's description instead of a status", async () => {
    const answers = { [taskEndpoints.getProductDetail.path]: () => productWith("not_taken") };
    const first = { userId: null, data: await loadProduct(fakeApi(answers).client, 5001) };
    const page = await hydrateFeature(screenWith(first), { answers, loggedIn: false });
    expect(page.html).toContain("Play a while");
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("says a missing game does not exist, in the HTML", async () => {
    const page = await hydrateFeature(screenWith({ userId: PLAYER_ID, data: { detail: null, missing: true } }), { answers: {} });
    expect(page.html).toContain("This game does not exist.");
    page.unmount();
    const noId = await hydrateFeature(screenWith(null, null), { answers: {} });
    expect(noId.html).toContain("This game does not exist.");
    noId.unmount();
  });

  it("reads the game in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    renderFeature(screenWith({ userId: PLAYER_ID, data: { detail: null, missing: false } }), {
      answers: {
        [taskEndpoints.getProductDetail.path]: () => {
          if (fail) throw new BusinessError(REQUEST, 5000, "Busy, try again");
          return productWith("completed");
        },
      },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("This game could not load.")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText("Completed")).toBeTruthy();
  });

  it("asks for the player's own game page when the server read for another login", async () => {
    const theirs = { userId: PLAYER_ID + 1, data: { detail: productWith("reward_claimed", "Their view"), missing: false } };
    const { callsTo } = renderFeature(screenWith(theirs), { answers: { [taskEndpoints.getProductDetail.path]: () => productWith("completed") } });
    expect(await screen.findByText("Completed")).toBeTruthy();
    expect(screen.queryByText("Their view")).toBeNull();
    expect(callsTo(taskEndpoints.getProductDetail.path)).toEqual([{ productId: 5001 }]);
  });
});
