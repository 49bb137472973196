import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { hydrateFeature, renderFeature } from "@repo/app-shell/testing/render-feature";
import type * as ListModule from "@repo/ui/list/List";
import { HomeTaskList } from "./HomeTaskList";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

// Every row is one ListItem: counting their renders counts the rows drawn.
const drawn = vi.hoisted(() => ({ rows: 0 }));
vi.mock("@repo/ui/list/List", async (importOriginal) => {
  const original = await importOriginal<typeof ListModule>();
  return {
    ...original,
    ListItem: (props: Parameters<typeof original.ListItem>[0]) => {
      drawn.rows += 1;
      return original.ListItem(props);
    },
  };
});

const task = (index: number) => ({
  productId: 5000 + index,
  taskId: 9000 + index,
  title: `Task ${index}`,
  xbOfferId: `xb-${index}`,
  productType: 2,
  reward: 100,
  reward_coin: "XB",
  icon: "/icon.svg",
  short_desc: "Do it",
});
const ALL = Array.from({ length: 45 }, (_, index) => task(index));
const page = (number: number) => ({ list: ALL.slice((number - 1) * 20, number * 20), total: ALL.length, page: number, page_size: 20 });

const rows = () => within(screen.getByRole("list", { name: "Tasks and offers" })).getAllByRole("listitem");

describe("the home's task list", () => {
  it("comes from the server as links to each task and hydrates without a mismatch or a read", async () => {
    const { container, recoverable, callsTo, unmount } = await hydrateFeature(<HomeTaskList first={page(1)} locale="en-US" />, { answers: {} });
    const links = within(container).getAllByRole("link");
    expect(links).toHaveLength(20);
    expect(links[0]?.getAttribute("href")).toBe("/en-US/task/details?taskId=9000&productType=2&gameName=Task+0&from=home");
    expect(within(container).getByText("20 of 45")).toBeTruthy();
    expect(recoverable).toEqual([]);
    expect(callsTo("/task/get_task_list")).toHaveLength(0);
    unmount();
  });

  it("marks an app-only offer on the web, not in an app that runs app offers", () => {
    const first = { ...page(1), list: [{ ...task(1), app_only: true }, task(2)] };
    const web = renderFeature(<HomeTaskList first={first} locale="en-US" />, { answers: {} });
    expect(screen.getAllByText("In the app")).toHaveLength(1);
    web.unmount();
    renderFeature(<HomeTaskList first={first} locale="en-US" />, { answers: {}, platform: { capabilities: { appOffers: true } } });
    expect(screen.queryByText("In the app")).toBeNull();
  });

  it("says so when there are no tasks", () => {
    renderFeature(<HomeTaskList first={{ list: [], total: 0, page: 1, page_size: 20 }} locale="en-US" />, { answers: {} });
    expect(screen.getByText("No tasks right now")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more tasks" })).toBeNull();
  });

  it("shows the server's first page, then 20 more per tap until all 45 are there", async () => {
    let fail = false;
    const { callsTo } = renderFeature(<HomeTaskList first={page(1)} locale="en-US" />, {
      answers: {
        "/task/get_task_list": (input) => {
          if (fail) throw new Error("down");
          return page((input as { page: number }).page);
        },
      },
    });
    expect(rows()).toHaveLength(20);
    expect(screen.getByText("20 of 45")).toBeTruthy();
    expect(callsTo("/task/get_task_list")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Show more tasks" }));
    await waitFor(() => expect(rows()).toHaveLength(40));

    fail = true;
    fireEvent.click(screen.getByRole("button", { name: "Show more tasks" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "More tasks could not load.");
    expect(rows()).toHaveLength(40);

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.queryByRole("button", { name: "Show more tasks" })).toBeNull();
  });

  it("keeps the server's rows as they are and draws only the new ones when a page arrives", async () => {
    renderFeature(<HomeTaskList first={page(1)} locale="en-US" />, {
      answers: { "/task/get_task_list": (input) => page((input as { page: number }).page) },
    });
    expect(rows()).toHaveLength(20);
    drawn.rows = 0;
    fireEvent.click(screen.getByRole("button", { name: "Show more tasks" }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(drawn.rows).toBe(20);
  });
});
