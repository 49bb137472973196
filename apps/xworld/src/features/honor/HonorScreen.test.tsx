import { type Achievement, honorEndpoints } from "@repo/api-client/endpoints/honor";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { HonorBoardScreen } from "./HonorBoardScreen";
import { HonorScreen } from "./HonorScreen";
import { loadHonor } from "./load-honor";
import { loadHonorBoard } from "./load-honor-board";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const achievement = (id: string, title: string, status: Achievement["status"], progress: number, goal: number): Achievement => ({
  achievement_id: id,
  title,
  how_to: `How to earn ${title}.`,
  icon: "",
  goal,
  progress,
  points: 30,
  status,
  claimed_at: status === "claimed" ? 1_781_492_400 : null,
});

function setup() {
  let claimed = false;
  const profile = () => ({
    honor_points: claimed ? 30 : 0,
    rank: claimed ? 14 : null,
    achievements: [
      achievement("first_duel", "First duel", "in_progress", 0, 1),
      achievement("recruiter", "Recruiter", claimed ? "claimed" : "earned", 5, 5),
    ],
  });
  return renderFeature(<HonorScreen locale="en-US" />, {
    answers: {
      [honorEndpoints.profile.path]: profile,
      [honorEndpoints.claim.path]: () => {
        claimed = true;
        return { achievement: profile().achievements[1], honor_points: 30 };
      },
    },
  });
}

describe("HonorScreen", () => {
  it("lists every achievement with how to earn it, the reached ones first", async () => {
    setup();
    const list = within(await screen.findByRole("list", { name: "Achievements" }));
    expect(list.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Recruiter", "First duel"]);
    expect(list.getByText("How to earn First duel.")).toBeTruthy();
    expect(screen.getByTestId("honor-rank").textContent).toBe("Not ranked yet");
    expect(screen.getByText("No badges yet.")).toBeTruthy();
  });

  it("claims a reached achievement once; it becomes a badge and the points rise", async () => {
    const { callsTo } = setup();
    const claim = await screen.findByRole("button", { name: "Claim 30 honor" });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(screen.getByTestId("honor-points").textContent).toBe("30"));
    expect(callsTo(honorEndpoints.claim.path)).toEqual([{ achievement_id: "recruiter" }]);
    expect(within(screen.getByRole("list", { name: "My badges" })).getByText("Recruiter")).toBeTruthy();
    expect(screen.getByTestId("honor-rank").textContent).toBe("14");
    expect(screen.queryByRole("button", { name: "Claim 30 honor" })).toBeNull();
  });

  it("has the honor the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = {
      [honorEndpoints.profile.path]: () => ({ honor_points: 30, rank: 14, achievements: [achievement("recruiter", "Recruiter", "claimed", 5, 5)] }),
    };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadHonor(server.client) };
    expect(server.callsTo(honorEndpoints.profile.path)).toEqual([{}]);
    const page = await hydrateFeature(<HonorScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("How to earn Recruiter.");
    expect(page.html).toContain('aria-label="My badges"');
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("honor-rank").textContent).toBe("14");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(honorEndpoints.profile.path)).toEqual([]);
    page.unmount();
  });

  it("claims on the server-rendered page once, then renders the page again on the server", async () => {
    router.refresh.mockClear();
    const answers = {
      [honorEndpoints.profile.path]: () => ({ honor_points: 0, rank: null, achievements: [achievement("recruiter", "Recruiter", "earned", 5, 5)] }),
      [honorEndpoints.claim.path]: () => ({ achievement: achievement("recruiter", "Recruiter", "claimed", 5, 5), honor_points: 30 }),
    };
    const first = { userId: PLAYER_ID, data: await loadHonor(fakeApi(answers).client) };
    const page = await hydrateFeature(<HonorScreen locale="en-US" first={first} />, { answers });
    // The server's HTML has the button, not yet pressable: its code loads after start.
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>.*Claim 30 honor/);
    const claim = await within(page.container).findByRole("button", { name: "Claim 30 honor" });
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(page.callsTo(honorEndpoints.claim.path)).toEqual([{ achievement_id: "recruiter" }]);
    expect(page.callsTo(honorEndpoints.profile.path)).toEqual([]);
    page.unmount();
  });

  it("says on the row when the server refuses a claim, and does not render the page again", async () => {
    router.refresh.mockClear();
    const answers = {
      [honorEndpoints.profile.path]: () => ({ honor_points: 0, rank: null, achievements: [achievement("recruiter", "Recruiter", "earned", 5, 5)] }),
      [honorEndpoints.claim.path]: () => Promise.reject(new Error("refused")),
    };
    const first = { userId: PLAYER_ID, data: await loadHonor(fakeApi(answers).client) };
    const page = await hydrateFeature(<HonorScreen locale="en-US" first={first} />, { answers });
    const claim = await within(page.container).findByRole("button", { name: "Claim 30 honor" });
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claim);
    expect(await within(page.container).findByRole("alert")).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
    page.unmount();
  });

  it("asks a guest to sign in, and reads the honor in the browser when the server's read failed, with a retry", async () => {
    renderFeature(<HonorScreen locale="en-US" />, { answers: {}, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Earn honor and badges" })).toBeTruthy();
    cleanup();
    let down = true;
    const { callsTo } = renderFeature(<HonorScreen locale="en-US" first={{ userId: PLAYER_ID, data: { profile: null } }} />, {
      answers: {
        [honorEndpoints.profile.path]: () => (down ? Promise.reject(new Error("down")) : { honor_points: 30, rank: 14, achievements: [] }),
      },
    });
    expect(await screen.findByText("Your honor could not load.")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByTestId("honor-points").textContent).toBe("30"));
    expect(callsTo(honorEndpoints.profile.path)).toEqual([{}, {}]);
  });

  it("asks for the player's own honor when the server read for another login", async () => {
    const theirs = { [honorEndpoints.profile.path]: () => ({ honor_points: 400, rank: 1, achievements: [] }) };
    const first = { userId: PLAYER_ID + 1, data: await loadHonor(fakeApi(theirs).client) };
    const { callsTo } = renderFeature(<HonorScreen locale="en-US" first={first} />, {
      answers: { [honorEndpoints.profile.path]: () => ({ honor_points: 30, rank: 14, achievements: [] }) },
    });
    await waitFor(() => expect(screen.getByTestId("honor-points").textContent).toBe("30"));
    expect(callsTo(honorEndpoints.profile.path)).toEqual([{}]);
  });
});

describe("HonorBoardScreen", () => {
  const boardOf = (myPoints: number) => ({
    list: [
      { rank: 1, user_id: 10009, username: "ace", avatar: "", honor_points: 400, badges: 6 },
      { rank: 2, user_id: 10010, username: "bolt", avatar: "", honor_points: 230, badges: 1 },
    ],
    my_rank: 14,
    my_points: myPoints,
  });

  it("ranks players by honor with the player's own row pinned", async () => {
    renderFeature(<HonorBoardScreen locale="en-US" />, { answers: { [honorEndpoints.board.path]: () => boardOf(30) } });
    const board = await screen.findByRole("list", { name: "Honor board" });
    const [first, second] = within(board).getAllByRole("listitem");
    expect(within(first!).getByText("400").nextElementSibling?.textContent).toBe("honor");
    expect(within(first!).getByText("6 badges")).toBeTruthy();
    expect(within(second!).getByText("1 badge")).toBeTruthy();
    const own = screen.getByTestId("ranked-list-own");
    expect(own.textContent).toContain("14");
    expect(own.textContent).toContain("dev_player");
    expect(within(own).getByText("30").nextElementSibling?.textContent).toBe("honor");
  });

  it("reads the board on the server with the player's login", async () => {
    const server = fakeApi({ [honorEndpoints.board.path]: () => boardOf(30) });
    expect(await loadHonorBoard(server.client)).toEqual({ board: boardOf(30) });
    expect(server.callsTo(honorEndpoints.board.path)).toEqual([{}]);
    expect(await loadHonorBoard(fakeApi({}).client)).toEqual({ board: null });
  });

  it("has the board the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = { [honorEndpoints.board.path]: () => boardOf(30) };
    const first = { userId: PLAYER_ID, userName: "dev_player", data: await loadHonorBoard(fakeApi(answers).client) };
    const page = await hydrateFeature(<HonorBoardScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("6 badges");
    expect(page.html).toMatch(/>400<\/span><span[^>]*>honor</);
    expect(page.html).toMatch(/>30<\/span><span[^>]*>honor</);
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("ranked-list-own").textContent).toContain("dev_player");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(honorEndpoints.board.path)).toEqual([]);
    page.unmount();
  });

  it("asks a guest to sign in, and reads the board in the browser when the server's read failed", async () => {
    renderFeature(<HonorBoardScreen locale="en-US" />, { answers: {}, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Earn honor and badges" })).toBeTruthy();
    cleanup();
    const { callsTo } = renderFeature(<HonorBoardScreen locale="en-US" first={{ userId: PLAYER_ID, data: { board: null } }} />, {
      answers: { [honorEndpoints.board.path]: () => boardOf(30) },
    });
    await waitFor(() => expect(screen.getByTestId("ranked-list-own").textContent).toContain("dev_player30honor"));
    expect(callsTo(honorEndpoints.board.path)).toEqual([{}]);
  });

  it("asks for the player's own board when the server read for another login", async () => {
    const first = { userId: PLAYER_ID + 1, data: await loadHonorBoard(fakeApi({ [honorEndpoints.board.path]: () => boardOf(999) }).client) };
    const { callsTo } = renderFeature(<HonorBoardScreen locale="en-US" first={first} />, { answers: { [honorEndpoints.board.path]: () => boardOf(30) } });
    await waitFor(() => expect(screen.getByTestId("ranked-list-own").textContent).toContain("dev_player30honor"));
    expect(screen.getByTestId("ranked-list-own").textContent).not.toContain("999 honor");
    expect(callsTo(honorEndpoints.board.path)).toEqual([{}]);
  });
});
