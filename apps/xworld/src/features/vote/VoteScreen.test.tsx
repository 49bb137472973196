import type { VoteProject } from "@repo/api-client/endpoints/stake";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { VoteScreen } from "./VoteScreen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn() }) }));

const project = (fields: Partial<VoteProject>): VoteProject => ({
  project_id: 8,
  name: "Farm Story",
  icon: "/static/projects/farm.svg",
  summary: "A farming game",
  rank: 1,
  total_staked: "7500.00",
  voters: 12,
  reward_apr: "36.5",
  my_staked: "0",
  ...fields,
});
const PROJECTS = {
  coin_name: "XB",
  total_staked: "10000.00",
  list: [project({}), project({ project_id: 9, name: "Pet Rush", rank: 2, total_staked: "2500.00", my_staked: "100.00" })],
};

const rows = () => within(screen.getByRole("list", { name: "Projects" })).getAllByRole("listitem").map((row) => plain(row.textContent));

describe("/voteV2", () => {
  it("ranks the projects with their part of all stakes and the player's own stake", async () => {
    const { callsTo } = renderFeature(<VoteScreen locale="en-US" />, { answers: { "/vote/projects": () => PROJECTS } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toContain("Farm Story");
    expect(rows()[0]).toContain("75 % of all");
    expect(rows()[1]).toContain("Your stake: 100.00 XB");
    expect(callsTo("/vote/projects")).toEqual([{}]);
  });

  it("a signed-in player who comes here reads their own stake, not the guest's ranking the server fetched", async () => {
    const guests = { ...PROJECTS, list: PROJECTS.list.map((row) => ({ ...row, my_staked: "0" })) };
    const { callsTo } = renderFeature(<VoteScreen locale="en-US" first={{ userId: null, data: { projects: guests } }} />, { answers: { "/vote/projects": () => PROJECTS } });
    await waitFor(() => expect(rows()[1]).toContain("Your stake: 100.00 XB"));
    expect(callsTo("/vote/projects")).toEqual([{}]);
  });

  it("starts from the server's guest ranking without asking for it while the session knows no player", () => {
    const { callsTo } = renderFeature(<VoteScreen locale="en-US" first={{ userId: null, data: { projects: PROJECTS } }} />, { answers: { "/vote/projects": () => PROJECTS }, loggedIn: false });
    expect(rows()).toEqual([expect.stringContaining("Farm Story"), expect.stringContaining("Pet Rush")]);
    expect(screen.getByTestId("vote-all-staked").textContent).toContain("10,000.00 XB");
    expect(callsTo("/vote/projects")).toEqual([]);
  });

  it("has the ranking the server read as the signed-in player in its HTML, with their stake, and hydrates without asking again", async () => {
    const page = await hydrateFeature(<VoteScreen locale="en-US" first={{ userId: PLAYER_ID, data: { projects: PROJECTS } }} />, { answers: { "/vote/projects": () => PROJECTS } });
    expect(plain(page.html)).toContain("Your stake: 100.00 XB");
    expect(page.recoverable).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/vote/projects")).toEqual([]);
    page.unmount();
  });

  it("reads the projects in the browser when the server's read failed, with a retry", async () => {
    renderFeature(<VoteScreen locale="en-US" first={{ userId: PLAYER_ID, data: { projects: null } }} />, {
      answers: {
        "/vote/projects": () => {
          throw new Error("down");
        },
      },
    });
    expect(await screen.findByText("The projects could not load.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
