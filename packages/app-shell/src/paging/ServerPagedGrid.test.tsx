import { type TaskItem, taskEndpoints } from "@repo/api-client/endpoints/task";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hydrateFeature, renderFeature } from "../testing/render-feature";
import { laterPages, type PagerReport } from "./later-pages";
import type { Page } from "./more-pages";
import { ServerPagedGrid } from "./ServerPagedGrid";
import { useMorePages } from "./use-more-pages";

const task = (index: number): TaskItem => ({
  productId: 5000 + index,
  taskId: 9000 + index,
  title: `Card ${index}`,
  xbOfferId: `xb-${index}`,
  productType: 2,
  reward: 100,
  reward_coin: "XB",
  icon: "/icon.svg",
  short_desc: "Do it",
});
const ALL = Array.from({ length: 25 }, (_, index) => task(index));
const page = (number: number, items = ALL): Page<TaskItem> => ({ list: items.slice((number - 1) * 20, number * 20), total: items.length, page: number, page_size: 20 });

const Card = ({ item }: { item: TaskItem }) => <li>{item.title}</li>;

function Pager({ first, onChange }: { first: Page<TaskItem> } & PagerReport) {
  const later = useMorePages(taskEndpoints.getTaskList, {}, { first, idKey: "taskId", onChange });
  return later.map((item) => <Card key={item.taskId} item={item} />);
}
const LaterCards = laterPages(async () => Pager);

const grid = (first: Page<TaskItem>) => (
  <ServerPagedGrid first={first} label="Cards" empty={<p>Nothing yet</p>} later={<LaterCards first={first} />} count>
    {first.list.map((item) => (
      <Card key={item.taskId} item={item} />
    ))}
  </ServerPagedGrid>
);

const cards = () => within(screen.getByRole("list", { name: "Cards" })).getAllByRole("listitem");

describe("ServerPagedGrid", () => {
  it("has the server's first cards and the count in its HTML, and hydrates without a mismatch or a read", async () => {
    const { html, recoverable, callsTo, unmount } = await hydrateFeature(grid(page(1)), { answers: {} });
    expect(html).toContain("Card 19<");
    expect(html).not.toContain("Card 20<");
    expect(html).toContain("20 of 25");
    expect(recoverable).toEqual([]);
    expect(callsTo("/task/get_task_list")).toEqual([]);
    unmount();
  });

  it("adds the next pages' cards after the server's on the first ask, which stay as they are", async () => {
    const { callsTo } = renderFeature(grid(page(1)), { answers: { "/task/get_task_list": (input) => page((input as { page: number }).page) } });
    const serverCard = cards()[0];
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(cards()[0]).toBe(serverCard);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(callsTo("/task/get_task_list").map((input) => (input as { page: number }).page)).toEqual([2]);
  });

  it("says so when the first page is empty, with nothing to load", () => {
    renderFeature(grid(page(1, [])), { answers: {} });
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
