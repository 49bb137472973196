import { type TaskItem, taskEndpoints } from "@repo/api-client/endpoints/task";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hydrateFeature, renderFeature } from "../testing/render-feature";
import { laterPages, type PagerReport } from "./later-pages";
import type { Page } from "./more-pages";
import { type PagedListContainerProps, ServerPagedList } from "./ServerPagedList";
import { useMorePages } from "./use-more-pages";

const task = (index: number): TaskItem => ({
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
const page = (number: number, items = ALL): Page<TaskItem> => ({ list: items.slice((number - 1) * 20, number * 20), total: items.length, page: number, page_size: 20 });

const Row = ({ item }: { item: TaskItem }) => <li>{item.title}</li>;

function Pager({ first, onChange }: { first: Page<TaskItem> } & PagerReport) {
  const later = useMorePages(taskEndpoints.getTaskList, {}, { first, idKey: "taskId", onChange });
  return later.map((item) => <Row key={item.taskId} item={item} />);
}
const LaterTasks = laterPages(async () => Pager);

const list = (first: Page<TaskItem>) => (
  <ServerPagedList first={first} label="Tasks" empty={<p>Nothing yet</p>} later={<LaterTasks first={first} />} count>
    {first.list.map((item) => (
      <Row key={item.taskId} item={item} />
    ))}
  </ServerPagedList>
);

const rows = () => within(screen.getByRole("list", { name: "Tasks" })).getAllByRole("listitem");

describe("ServerPagedList", () => {
  it("has the server's first page and the count in its HTML, and hydrates without a mismatch or a read", async () => {
    const { html, recoverable, callsTo, unmount } = await hydrateFeature(list(page(1)), { answers: {} });
    expect(html).toContain("Task 19<");
    expect(html).not.toContain("Task 20<");
    expect(html).toContain("20 of 45");
    expect(recoverable).toEqual([]);
    expect(callsTo("/task/get_task_list")).toEqual([]);
    unmount();
  });

  it("loads the pager on the first ask and the next pages after the server's rows, which stay as they are", async () => {
    let fail = false;
    const { callsTo } = renderFeature(list(page(1)), {
      answers: {
        "/task/get_task_list": (input) => {
          if (fail) throw new Error("down");
          return page((input as { page: number }).page);
        },
      },
    });
    const serverRow = rows()[0];
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(screen.getByText("40 of 45")).toBeTruthy();
    expect(rows()[0]).toBe(serverRow);

    fail = true;
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The next page could not load.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(callsTo("/task/get_task_list").map((input) => (input as { page: number }).page)).toEqual([2, 3, 3]);
  });

  it("shows an item that moved to the next page while the player read once", async () => {
    // Page 2 starts with the first page's last item again (a new item pushed it down).
    const moved = [...ALL.slice(0, 20), ALL[19]!, ...ALL.slice(20, 39)];
    renderFeature(list(page(1, moved)), { answers: { "/task/get_task_list": (input) => page((input as { page: number }).page, moved) } });
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(rows()).toHaveLength(39));
    expect(screen.getAllByText("Task 19")).toHaveLength(1);
  });

  it("says so when the first page is empty, with nothing to load", () => {
    renderFeature(list(page(1, [])), { answers: {} });
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("draws the rows in the container it is given, with the same paging", async () => {
    const Grid = ({ label, empty, children }: PagedListContainerProps) => (children ? <ol aria-label={label} data-testid="grid">{children}</ol> : <>{empty}</>);
    const grid = (first: Page<TaskItem>) => (
      <ServerPagedList first={first} label="Tasks" empty={<p>Nothing yet</p>} later={<LaterTasks first={first} />} list={Grid}>
        {first.list.map((item) => (
          <Row key={item.taskId} item={item} />
        ))}
      </ServerPagedList>
    );
    renderFeature(grid(page(1)), { answers: { "/task/get_task_list": (input) => page((input as { page: number }).page) } });
    expect(within(screen.getByTestId("grid")).getAllByRole("listitem")).toHaveLength(20);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(screen.getByTestId("grid")).getAllByRole("listitem")).toHaveLength(40));
    cleanup();
    renderFeature(grid(page(1, [])), { answers: {} });
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    expect(screen.queryByTestId("grid")).toBeNull();
  });
});
