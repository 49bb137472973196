import type { TaskItem } from "@repo/api-client/endpoints/task";
import type { ClientRuntime } from "@repo/app-shell/runtime/create-runtime";
import { RuntimeContext } from "@repo/app-shell/runtime/context";
import { renderFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TaskOpens } from "./TaskOpens";
import { TaskRow } from "./TaskRow";

const task: TaskItem = {
  productId: 5001,
  taskId: 9001,
  title: "Play Farm",
  xbOfferId: "xb-1",
  productType: 2,
  reward: 100,
  reward_coin: "XB",
  icon: "/icon.svg",
  short_desc: "Reach level 5",
};

function open(platform: { separateWebView: boolean }) {
  const track = vi.fn();
  const send = vi.fn(async () => undefined);
  const runtime = { analytics: { collector: { track }, offerStats: { send } } } as unknown as ClientRuntime;
  const feature = renderFeature(
    <RuntimeContext.Provider value={runtime}>
      <TaskOpens tasks={[task]} locale="en-US">
        <ul>
          <TaskRow task={task} locale="en-US" />
        </ul>
        <a href="/en-US/wallet">Wallet</a>
      </TaskOpens>
    </RuntimeContext.Provider>,
    { answers: {}, platform: { capabilities: platform } },
  );
  return { ...feature, track, send };
}

/** Clicks a link the way the browser would, returning whether its default (following it) was prevented. */
const click = (name: string) => !fireEvent.click(screen.getByRole("link", { name: new RegExp(name) }));

describe("opening a task from the home list", () => {
  it("reports the open (a click and the offer's statistic) and leaves the link to navigate", () => {
    const { track, send, platform } = open({ separateWebView: false });
    expect(click("Play Farm")).toBe(false);
    expect(track).toHaveBeenCalledWith("click", { module: "task_list", item_id: "9001" });
    expect(send).toHaveBeenCalledWith({
      event: "offer_click",
      module: "home",
      placement: "task_list",
      data: { offer_id: "xb-1", product_id: 5001, task_id: 9001 },
    });
    expect(platform.openWebView).not.toHaveBeenCalled();
  });

  it("opens the task in its own webview inside the native app, without the locale", () => {
    const { platform } = open({ separateWebView: true });
    expect(click("Play Farm")).toBe(true);
    expect(platform.openWebView).toHaveBeenCalledWith("/task/details?taskId=9001&productType=2&gameName=Play+Farm&from=home");
  });

  it("leaves any other link alone", () => {
    const { track, platform } = open({ separateWebView: true });
    expect(click("Wallet")).toBe(false);
    expect(track).not.toHaveBeenCalled();
    expect(platform.openWebView).not.toHaveBeenCalled();
  });
});
