import { BusinessError } from "@repo/api-client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { renderFeature } from "../pay/testing";
import { AgentScreen } from "./AgentScreen";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const READS = ["/lucky_bear/agent_invite_link/list", "/lucky_bear/agent_sub_summaries"];

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/agent_invite_link/add", url: "http://x" } as const;

type Link = { id: number; name: string; code: string; link: string; created_at: number; registered: number; recharged: number };

/** A small stand-in backend: the application approves at once; links are unique by name. */
function agentBackend(initial: "none" | "pending" | "approved" = "none") {
  let status: "none" | "pending" | "approved" = initial;
  const links: Link[] = [];
  return {
    "/lucky_bear/agent_invite_link/list": () => ({ agent_status: status, list: [...links] }),
    "/lucky_bear/agent_apply": () => {
      status = "approved";
      return { status };
    },
    "/lucky_bear/agent_invite_link/add": (input: unknown) => {
      const { name } = input as { name: string };
      if (links.some((link) => link.name.toLowerCase() === name.toLowerCase())) {
        throw new BusinessError(request, 1001, "Name already used", [{ field: "name", message: "Choose another name" }]);
      }
      const id = links.length + 1;
      links.push({ id, name, code: `AG10001-${id}`, link: `https://lb.example/luckybear?invite=AG10001-${id}`, created_at: NOW, registered: 0, recharged: 0 });
      return links.at(-1);
    },
    "/lucky_bear/agent_sub_summaries": () => ({
      list: [{ user_id: 20001, username: "pl***44", joined_at: NOW - 86_400, links: 1, registered: 2, recharged: 1, recharge_amount: "10.00" }],
      total_registered: 2,
      total_recharged: 1,
      total_recharge_amount: "10.00",
    }),
  };
}

/** The page's first data as the server reads it from `backend` (as load-agent does). */
function serverFirst(backend: ReturnType<typeof agentBackend>, subAgents: boolean = true) {
  const agent = backend["/lucky_bear/agent_invite_link/list"]();
  return { userId: PLAYER_ID, data: { agent, subAgents: subAgents && agent.agent_status === "approved" ? backend["/lucky_bear/agent_sub_summaries"]() : null } };
}

/** A button of the server-rendered page once its part has loaded. */
function ready(name: string) {
  return waitFor(() => {
    const button = screen.getByRole("button", { name });
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.getAttribute("aria-busy")).not.toBe("true");
    return button;
  });
}

describe("/luckybear/agent", () => {
  it("checks the application before sending it, then shows the approved agent's links and sub-agents", async () => {
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" />, { answers: agentBackend() });
    const form = await screen.findByRole("form", { name: "Agent application" });
    fireEvent.click(within(form).getByRole("button", { name: "Send application" }));
    expect(screen.getByText("Please correct the marked fields.").getAttribute("role")).toBe("alert");
    expect(screen.getByText("Enter how we can reach you.")).toBeTruthy();
    expect(screen.getByText("Choose where you find players.")).toBeTruthy();
    expect(screen.getByText("Enter how many players you expect.")).toBeTruthy();
    expect(callsTo("/lucky_bear/agent_apply")).toEqual([]);

    fireEvent.change(screen.getByLabelText("How can we reach you?"), { target: { value: " @bear_agent " } });
    fireEvent.click(screen.getByRole("radio", { name: "Telegram" }));
    fireEvent.change(screen.getByLabelText("Players you expect to bring each month"), { target: { value: "50" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send application" }));
    // A second tap while it is on its way (the button now says it is loading) sends nothing more.
    fireEvent.click(within(form).getByRole("button", { name: /^Send application/ }));
    expect(await screen.findByTestId("agent-approved")).toBeTruthy();
    expect(callsTo("/lucky_bear/agent_apply")).toEqual([{ contact: "@bear_agent", channel: "telegram", expected_users: 50 }]);
    expect(screen.getByText("No links yet")).toBeTruthy();
    expect(await screen.findByText("2 registered", { exact: false })).toBeTruthy();
  });

  it("adds a link once per tap, lists it with what it brought, and refuses a name already used", async () => {
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" />, { answers: agentBackend("approved") });
    const name = await screen.findByLabelText("New link name");
    fireEvent.change(name, { target: { value: "Facebook group" } });
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    fireEvent.click(screen.getByRole("button", { name: /^Add link/ }));
    const links = await screen.findByRole("list", { name: "Your invite links" });
    expect(within(links).getByTestId("agent-link-AG10001-1").textContent).toContain("Registered: 0 · Recharged: 0");
    expect(callsTo("/lucky_bear/agent_invite_link/add")).toEqual([{ name: "Facebook group" }]);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(""));

    fireEvent.change(name, { target: { value: "facebook GROUP" } });
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    expect(await screen.findByText("You already have a link with this name.")).toBeTruthy();
    expect(callsTo("/lucky_bear/agent_invite_link/add")).toHaveLength(1);
  });

  it("says why the server refused a link name it knows and the list did not", async () => {
    const answers = agentBackend("approved");
    renderFeature(<AgentScreen locale="en-US" />, {
      answers: {
        ...answers,
        "/lucky_bear/agent_invite_link/add": () => {
          throw new BusinessError(request, 1001, "Name already used", [{ field: "name", message: "Choose another name" }]);
        },
      },
    });
    fireEvent.change(await screen.findByLabelText("New link name"), { target: { value: "Telegram" } });
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    expect(await screen.findByText("You already have a link with this name.")).toBeTruthy();
  });

  it("says so when the programme cannot load, with a retry", async () => {
    renderFeature(<AgentScreen locale="en-US" />, {
      answers: {
        "/lucky_bear/agent_invite_link/list": () => {
          throw new Error("down");
        },
      },
    });
    expect(await screen.findByText("The agent programme could not load.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("shows the server's read of the programme for the signed-in player without asking again", async () => {
    const backend = agentBackend("approved");
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" first={serverFirst(backend)} />, { answers: backend });
    expect(await screen.findByTestId("agent-approved")).toBeTruthy();
    expect(screen.getByText("2 registered", { exact: false })).toBeTruthy();
    await screen.findByLabelText("New link name");
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("is in the server's HTML for the signed-in approved agent and hydrates without a mismatch", async () => {
    const backend = agentBackend("approved");
    backend["/lucky_bear/agent_invite_link/add"]({ name: "Facebook group" });
    const page = await hydrateFeature(<AgentScreen locale="en-US" first={serverFirst(backend)} />, { answers: backend, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("You are an approved agent.");
    expect(page.html).toContain("Facebook group");
    expect(page.html).toContain("Registered: <span");
    expect(page.html).toContain("pl***44");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("agent-approved")).toBeTruthy();
    // The link's buttons and the form that adds a link load after start; nothing is read again.
    await waitFor(() => expect(within(page.container).getByRole("button", { name: /^Copy/ }).getAttribute("aria-busy")).not.toBe("true"));
    expect(await within(page.container).findByLabelText("New link name")).toBeTruthy();
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("asks again when the server read for another login", async () => {
    const backend = agentBackend("approved");
    const first = { userId: PLAYER_ID + 1, data: { agent: { agent_status: "none" as const, list: [] }, subAgents: null } };
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" first={first} />, { answers: backend });
    expect(await screen.findByTestId("agent-approved")).toBeTruthy();
    expect(callsTo("/lucky_bear/agent_invite_link/list")).toEqual([{}]);
  });

  it("applies from the server's page once per tap, then renders the page again on the server", async () => {
    router.refresh.mockClear();
    const backend = agentBackend();
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" first={serverFirst(backend)} />, { answers: backend });
    const form = await screen.findByRole("form", { name: "Agent application" });
    fireEvent.change(within(form).getByLabelText("How can we reach you?"), { target: { value: "@bear_agent" } });
    fireEvent.click(within(form).getByRole("radio", { name: "Telegram" }));
    fireEvent.change(within(form).getByLabelText("Players you expect to bring each month"), { target: { value: "50" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send application" }));
    fireEvent.click(within(form).getByRole("button", { name: /^Send application/ }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/lucky_bear/agent_apply")).toEqual([{ contact: "@bear_agent", channel: "telegram", expected_users: 50 }]);
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("shows a pending application's status from the server with no form", () => {
    const backend = agentBackend("pending");
    renderFeature(<AgentScreen locale="en-US" first={serverFirst(backend)} />, { answers: backend });
    expect(screen.getByRole("status").textContent).toContain("Your application is being reviewed.");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("adds a link from the server's page once per tap, renders the page again, and refuses a name the page lists", async () => {
    router.refresh.mockClear();
    const backend = agentBackend("approved");
    backend["/lucky_bear/agent_invite_link/add"]({ name: "Telegram" });
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" first={serverFirst(backend)} />, { answers: backend });
    const name = await screen.findByLabelText("New link name");
    fireEvent.change(name, { target: { value: "TELEGRAM" } });
    fireEvent.click(await ready("Add link"));
    expect(await screen.findByText("You already have a link with this name.")).toBeTruthy();
    expect(callsTo("/lucky_bear/agent_invite_link/add")).toEqual([]);

    fireEvent.change(name, { target: { value: "Facebook group" } });
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    fireEvent.click(screen.getByRole("button", { name: /^Add link/ }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(callsTo("/lucky_bear/agent_invite_link/add")).toEqual([{ name: "Facebook group" }]);
    expect((name as HTMLInputElement).value).toBe("");
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("reads the sub-agents in the browser when the server could not, with a retry", async () => {
    let failing = true;
    const backend = agentBackend("approved");
    const summaries = backend["/lucky_bear/agent_sub_summaries"];
    const flaky = { ...backend, "/lucky_bear/agent_sub_summaries": () => (failing ? Promise.reject(new Error("down")) : summaries()) };
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" first={serverFirst(backend, false)} />, { answers: flaky });
    expect(screen.getByTestId("agent-approved")).toBeTruthy();
    expect(await screen.findByText("Your sub-agents could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("2 registered", { exact: false })).toBeTruthy();
    expect(callsTo("/lucky_bear/agent_sub_summaries")).toEqual([{}, {}]);
    expect(callsTo("/lucky_bear/agent_invite_link/list")).toEqual([]);
  });

  it("reads the programme in the browser when the server's read failed, with a retry when that fails too", async () => {
    let failing = true;
    const backend = agentBackend("approved");
    const list = backend["/lucky_bear/agent_invite_link/list"];
    const flaky = { ...backend, "/lucky_bear/agent_invite_link/list": () => (failing ? Promise.reject(new Error("down")) : list()) };
    const first = { userId: PLAYER_ID, data: { agent: null, subAgents: null } };
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("The agent programme could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("agent-approved")).toBeTruthy();
    expect(callsTo("/lucky_bear/agent_invite_link/list")).toEqual([{}, {}]);
  });

  it("shows a guest only the heading and reads nothing (the route rules send them to sign in)", async () => {
    const { callsTo } = renderFeature(<AgentScreen locale="en-US" />, { answers: agentBackend(), loggedIn: false });
    expect(screen.getByRole("heading", { name: "Agent programme" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("form")).toBeNull();
    expect(READS.map(callsTo)).toEqual([[], []]);
  });
});
