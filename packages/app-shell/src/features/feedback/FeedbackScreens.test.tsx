import type { ApiClient } from "@repo/api-client/client";
import type * as AiChatModule from "@repo/api-client/endpoints/ai-chat";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { BusinessError } from "@repo/api-client/errors";
import { ApiClientProvider } from "@repo/api-client/react";
import { createQueryClient } from "@repo/api-client/react/query-client";
import { createQuerySlot } from "@repo/api-client/react/query-slot";
import { SessionProvider } from "@repo/session/react/provider";
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { createMemoryCookieJar } from "@repo/session/storage/cookies";
import { credentialsAtom, sessionStatusAtom } from "@repo/session/stores/session";
import { createTestI18n, renderWithI18n } from "@repo/ui/test/render";
import { I18nProvider } from "@lingui/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { fakeApi } from "../../testing/fake-api";
import { loadQuestionList } from "./load-question-list";
import { type AssistantFirst, loadAssistant } from "./load-assistant";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createStore } from "jotai";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import type { FeedbackBrandAdapter } from "./brand-adapter";
import { AssistantScreen } from "./AssistantScreen";
import { FeedbackScreen, FeedbackV2Screen } from "./FeedbackScreens";
import { ContactSupportButton } from "./ui/ContactSupportButton";
import { fakePlatform } from "@repo/session/platform/test-platform";

// Whether get_qlist needs a login is the contract's word; the screens must follow either answer.
const contract = vi.hoisted(() => ({ questionListNeedsLogin: true }));
vi.mock("@repo/api-client/endpoints/ai-chat", async (importOriginal) => {
  const actual = await importOriginal<typeof AiChatModule>();
  return {
    aiChatEndpoints: {
      ...actual.aiChatEndpoints,
      get getQuestionList() {
        return { ...actual.aiChatEndpoints.getQuestionList, auth: contract.questionListNeedsLogin };
      },
    },
  };
});

vi.mock("server-only", () => ({}));

vi.mock("next/navigation", () => ({
  useRouter: () => ({ back: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/en-US/user/feedback",
}));

const ADAPTER: FeedbackBrandAdapter = {
  supportBot: userReadEndpoints.getMyCsBot,
  defaultSupportBot: "https://t.me/xworld_cs_bot",
  aiAgentId: 1,
};

/** A feedback screen the server had no read for (the browser reads the questions), with the brand's button. */
function screenProps(adapter: FeedbackBrandAdapter, questions: ComponentProps<typeof FeedbackScreen>["questions"] = null) {
  return {
    locale: "en-US" as const,
    homeHref: "/en-US",
    assistantPath: adapter.assistantPath,
    questions,
    contact: <ContactSupportButton adapter={adapter} />,
  };
}

const QUESTIONS = [
  { id: 1, question: "How do I withdraw?", answer: "Open the wallet and tap Withdraw." },
  { id: 2, question: "When is a task reward paid?", answer: "Within 24 hours." },
];

type Answer = (input: unknown) => unknown;

const request = { service: "ai-chat", method: "POST", path: "/api/cs/get_qlist", url: "http://api/svc/ai-chat/api/cs/get_qlist" } as const;

function setup(options: { signedIn: boolean; answers?: Record<string, Answer> }) {
  const answers: Record<string, Answer> = {
    "/api/cs/get_qlist": () => ({ list: QUESTIONS }),
    "/user/get_my_cs_bot": () => ({ bot_link: "https://t.me/xworld_cs_bot?start=10001_support" }),
    "/api/aiagent/get_info": () => ({
      aiagent_id: 1,
      name: "Bear Assistant",
      avatar: "http://api/static/agents/1.svg",
      greeting: "Hi! Ask me anything.",
      description: "Answers questions about tasks.",
    }),
    "/api/aiagent/get_products": () => ({
      list: [{ product_id: 5, name: "Wallet and withdrawals", icon: "http://api/static/t/5.svg", description: "Balances, fees, limits" }],
    }),
    ...options.answers,
  };
  const call = vi.fn(async (endpoint: AnyEndpoint, input?: unknown) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected call ${endpoint.path}`);
    return answer(input);
  });
  const client = { call, baseUrl: () => "http://api", config: {} } as unknown as ApiClient;
  const storage = createMemoryStorage(
    options.signedIn ? { user_id: "10001", user_secret_key: "key", user_name: "dev_player", login_type: "login_v2" } : {},
  );
  const openLink = vi.fn(async (_url: string) => undefined);
  const platform = fakePlatform({ storage, openLink });
  const store = createStore();
  // App start has finished: the stored login (if any) stands.
  store.set(sessionStatusAtom, { hasLogin: options.signedIn, hasInit: true, initError: null });
  const queries = createQuerySlot(createQueryClient());
  const render = (screenElement: React.ReactElement) =>
    renderWithI18n(
      <SessionProvider platform={platform} store={store} cookies={createMemoryCookieJar()} location={{ hostname: "localhost", protocol: "http:" }}>
        <ApiClientProvider client={client} queries={queries}>
          {screenElement}
        </ApiClientProvider>
      </SessionProvider>,
    );
  const callsTo = (path: string) => call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, input]) => input);
  /** The screen's HTML as the server renders it (the session knows nobody yet), then hydrated. */
  const hydrate = async (screenElement: React.ReactElement) => {
    const tree = (session: ReturnType<typeof createStore>) => (
      <I18nProvider i18n={createTestI18n()}>
        <SessionProvider platform={platform} store={session} cookies={createMemoryCookieJar()} location={{ hostname: "localhost", protocol: "http:" }}>
          <ApiClientProvider client={client} queries={queries}>
            {screenElement}
          </ApiClientProvider>
        </SessionProvider>
      </I18nProvider>
    );
    // The server and the hydration render know nobody yet; the stored login and app start's end come after.
    const session = createStore();
    const html = renderToString(tree(session));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree(session), { onRecoverableError: (error) => void recoverable.push(error) }));
    act(() => {
      if (options.signedIn) session.set(credentialsAtom, { userId: 10001, secretKey: "key", userName: "dev_player", loginType: "login_v2" });
      session.set(sessionStatusAtom, { hasLogin: options.signedIn, hasInit: true, initError: null });
    });
    const unmount = () => {
      act(() => root.unmount());
      container.remove();
    };
    return { html, container, recoverable, unmount };
  };
  return { render, hydrate, openLink, callsTo };
}

const contactSupport = () => screen.getByRole("button", { name: /Contact support/ });

async function contactSupportOpens(openLink: ReturnType<typeof setup>["openLink"]) {
  await waitFor(() => expect(contactSupport().getAttribute("aria-busy")).toBeNull());
  fireEvent.click(contactSupport());
  expect(openLink).toHaveBeenCalledTimes(1);
  return openLink.mock.calls[0]?.[0];
}

describe("FeedbackScreen", () => {
  it("shows a signed-in player's questions as an accordion whose answers open one by one", async () => {
    const { render, callsTo } = setup({ signedIn: true });
    render(<FeedbackScreen {...screenProps(ADAPTER)} />);

    const first = await screen.findByRole("button", { name: "How do I withdraw?" });
    const second = screen.getByRole("button", { name: "When is a task reward paid?" });
    expect(callsTo("/api/cs/get_qlist")).toEqual([{ user_id: 10001 }]);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "How do I withdraw?" })).toBeNull();

    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    const answer = screen.getByRole("region", { name: "How do I withdraw?" });
    expect(answer.textContent).toBe("Open the wallet and tap Withdraw.");
    expect(first.getAttribute("aria-controls")).toBe(answer.id);

    fireEvent.click(second);
    expect(screen.getByRole("region", { name: "How do I withdraw?" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "When is a task reward paid?" }).textContent).toBe("Within 24 hours.");
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "How do I withdraw?" })).toBeNull();
    expect(screen.getByRole("region", { name: "When is a task reward paid?" })).toBeTruthy();
  });

  it("opens the player's own support bot through the platform", async () => {
    const { render, openLink, callsTo } = setup({ signedIn: true });
    render(<FeedbackScreen {...screenProps(ADAPTER)} />);
    expect(await contactSupportOpens(openLink)).toBe("https://t.me/xworld_cs_bot?start=10001_support");
    expect(callsTo("/user/get_my_cs_bot")).toHaveLength(1);
  });

  it("falls back to the default bot with the player's appeal start parameter when the bot call fails", async () => {
    const { render, openLink } = setup({
      signedIn: true,
      answers: {
        "/user/get_my_cs_bot": () => {
          throw new BusinessError({ ...request, path: "/user/get_my_cs_bot", url: "http://api/user/get_my_cs_bot" }, 5001, "down");
        },
      },
    });
    render(<FeedbackScreen {...screenProps(ADAPTER)} />);
    expect(await contactSupportOpens(openLink)).toBe("https://t.me/xworld_cs_bot?start=10001_unable_create_appeal");
  });

  it("gives a guest the default bot and never asks for the player's bot", async () => {
    const { render, openLink, callsTo } = setup({ signedIn: false });
    render(<FeedbackScreen {...screenProps(ADAPTER)} />);
    expect(await contactSupportOpens(openLink)).toBe("https://t.me/xworld_cs_bot?start=0_unable_create_appeal");
    expect(callsTo("/user/get_my_cs_bot")).toEqual([]);
  });

  it("asks a guest to sign in, coming back here, while the question list needs a login", async () => {
    contract.questionListNeedsLogin = true;
    const { render, callsTo } = setup({ signedIn: false });
    render(<FeedbackScreen {...screenProps(ADAPTER)} />);
    const signIn = await screen.findByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/en-US/user/login?backUrl=%2Fen-US%2Fuser%2Ffeedback");
    expect(callsTo("/api/cs/get_qlist")).toEqual([]);
  });

  it("lets a guest read the questions (user_id 0) once the question list is open to guests", async () => {
    contract.questionListNeedsLogin = false;
    try {
      const { render, callsTo } = setup({ signedIn: false });
      render(<FeedbackScreen {...screenProps(ADAPTER)} />);
      expect(await screen.findByRole("button", { name: "How do I withdraw?" })).toBeTruthy();
      expect(callsTo("/api/cs/get_qlist")).toEqual([{ user_id: 0 }]);
      expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    } finally {
      contract.questionListNeedsLogin = true;
    }
  });

  it("says when the questions could not load and loads them again on Retry", async () => {
    let attempts = 0;
    const { render } = setup({
      signedIn: true,
      answers: {
        "/api/cs/get_qlist": () => {
          attempts += 1;
          if (attempts === 1) throw new BusinessError(request, 5001, "maintenance");
          return { list: QUESTIONS };
        },
      },
    });
    render(<FeedbackScreen {...screenProps(ADAPTER)} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The questions could not load.");
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "How do I withdraw?" })).toBeTruthy();
  });

  it("shows skeletons, not an empty list, while the questions load", async () => {
    const { render } = setup({ signedIn: true, answers: { "/api/cs/get_qlist": () => new Promise(() => undefined) } });
    render(<FeedbackScreen {...screenProps(ADAPTER)} />);
    expect(await screen.findByRole("status", { name: "Loading questions" })).toBeTruthy();
    expect(screen.queryByText("No questions yet")).toBeNull();
  });
});

describe("FeedbackScreen rendered on the server", () => {
  it("reads the questions as the cookies' player, or as a guest where the contract lets one ask, and leaves a failed read to the browser", async () => {
    contract.questionListNeedsLogin = false;
    const server = fakeApi({ "/api/cs/get_qlist": () => ({ list: QUESTIONS }) });
    expect(await loadQuestionList(server.client, 10001)).toEqual({ questions: QUESTIONS });
    expect(await loadQuestionList(server.client, null)).toEqual({ questions: QUESTIONS });
    expect(server.callsTo("/api/cs/get_qlist")).toEqual([{ user_id: 10001 }, { user_id: 0 }]);
    contract.questionListNeedsLogin = true;
    expect(await loadQuestionList(server.client, null)).toEqual({ questions: null });
    expect(server.callsTo("/api/cs/get_qlist")).toHaveLength(2);
    const failing = fakeApi({ "/api/cs/get_qlist": () => Promise.reject(new Error("down")) });
    expect(await loadQuestionList(failing.client, 10001)).toEqual({ questions: null });
  });

  it("has the questions the server read for the player in its HTML and hydrates without asking again; the button loads after start", async () => {
    const { hydrate, callsTo, openLink } = setup({ signedIn: true });
    const page = await hydrate(<FeedbackScreen {...screenProps(ADAPTER, { userId: 10001, data: { questions: QUESTIONS } })} />);
    expect(page.html).toContain("How do I withdraw?");
    expect(page.html).not.toContain("Contact support</button>");
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    fireEvent.click(view.getByRole("button", { name: "How do I withdraw?" }));
    expect(view.getByText("Open the wallet and tap Withdraw.")).toBeTruthy();
    await waitFor(() => expect(view.getByRole("button", { name: /Contact support/ }).getAttribute("aria-busy")).toBeNull());
    fireEvent.click(view.getByRole("button", { name: /Contact support/ }));
    expect(openLink).toHaveBeenCalledWith("https://t.me/xworld_cs_bot?start=10001_support");
    expect(callsTo("/api/cs/get_qlist")).toEqual([]);
    page.unmount();
  });

  it("asks for the player's own questions when the server read for another login", async () => {
    const { render, callsTo } = setup({ signedIn: true });
    const theirs = [{ id: 9, question: "Someone else's question?", answer: "Theirs." }];
    render(<FeedbackScreen {...screenProps(ADAPTER, { userId: 10002, data: { questions: theirs } })} />);
    expect(await screen.findByRole("button", { name: "How do I withdraw?" })).toBeTruthy();
    expect(screen.queryByText("Someone else's question?")).toBeNull();
    expect(callsTo("/api/cs/get_qlist")).toEqual([{ user_id: 10001 }]);
  });
});

describe("FeedbackV2Screen", () => {
  it("introduces the brand's agent, what it helps with and the questions, and offers no chat box", async () => {
    const { render, openLink, callsTo } = setup({ signedIn: true });
    render(<FeedbackV2Screen {...screenProps(ADAPTER)} agentId={ADAPTER.aiAgentId} />);

    expect(await screen.findByRole("heading", { name: "Bear Assistant" })).toBeTruthy();
    expect(screen.getByText("Hi! Ask me anything.")).toBeTruthy();
    const topics = await screen.findByRole("list", { name: "I can help with" });
    expect(within(topics).getByText("Wallet and withdrawals")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "How do I withdraw?" })).toBeTruthy();
    expect(callsTo("/api/aiagent/get_info")).toEqual([{ aiagent_id: 1 }]);
    expect(callsTo("/api/aiagent/get_products")).toEqual([{ aiagent_id: 1 }]);
    expect(screen.queryByRole("textbox")).toBeNull();

    expect(await contactSupportOpens(openLink)).toBe("https://t.me/xworld_cs_bot?start=10001_support");
  });

  it("keeps the questions and contact support when the agent cannot load", async () => {
    const { render } = setup({
      signedIn: true,
      answers: {
        "/api/aiagent/get_info": () => {
          throw new BusinessError({ ...request, path: "/api/aiagent/get_info", url: "http://api/x" }, 1002, "No such agent");
        },
      },
    });
    render(<FeedbackV2Screen {...screenProps(ADAPTER)} agentId={ADAPTER.aiAgentId} />);
    expect((await screen.findByRole("alert")).textContent).toContain("The support assistant could not load.");
    expect(await screen.findByRole("button", { name: "How do I withdraw?" })).toBeTruthy();
    expect(contactSupport()).toBeTruthy();
  });
});

describe("AssistantScreen", () => {
  const WITH_ASSISTANT: FeedbackBrandAdapter = { ...ADAPTER, assistantPath: "/user/feedback/assistant" };
  /** The assistant page with what the server read for the viewer (null: nothing, the browser reads each part). */
  const assistant = (first: ComponentProps<typeof AssistantScreen>["first"]) => (
    <AssistantScreen locale="en-US" homeHref="/en-US" agentId={WITH_ASSISTANT.aiAgentId} first={first} contact={<ContactSupportButton adapter={WITH_ASSISTANT} />} />
  );

  it("is reached from both feedback screens when the brand has one", async () => {
    const { render } = setup({ signedIn: true });
    const first = render(<FeedbackScreen {...screenProps(WITH_ASSISTANT)} />);
    expect(screen.getByRole("link", { name: /Ask the assistant/ }).getAttribute("href")).toBe("/en-US/user/feedback/assistant");
    first.unmount();
    render(<FeedbackV2Screen {...screenProps(WITH_ASSISTANT)} agentId={WITH_ASSISTANT.aiAgentId} />);
    expect(screen.getByRole("link", { name: /Ask the assistant/ }).getAttribute("href")).toBe("/en-US/user/feedback/assistant");
  });

  it("introduces the agent, lists what it helps with and finds the answers the player types", async () => {
    const { render, callsTo } = setup({ signedIn: true });
    render(assistant(null));
    expect(await screen.findByRole("heading", { name: "Bear Assistant" })).toBeTruthy();
    expect(await screen.findByText("Wallet and withdrawals")).toBeTruthy();
    expect(callsTo("/api/aiagent/get_products")).toEqual([{ aiagent_id: 1 }]);
    await screen.findByRole("button", { name: "How do I withdraw?" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Your question" }), { target: { value: "reward" } });
    expect(screen.queryByRole("button", { name: "How do I withdraw?" })).toBeNull();
    expect(screen.getByRole("button", { name: "When is a task reward paid?" })).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Your question" }), { target: { value: "lottery" } });
    expect(screen.getByText("No answer matches yet")).toBeTruthy();
  });

  it("stays readable when the AI service fails, and a person is still one tap away", async () => {
    const failing = () => {
      throw new BusinessError({ ...request, path: "/api/aiagent/get_info" }, 5000, "ai down");
    };
    const { render, openLink } = setup({
      signedIn: true,
      answers: { "/api/aiagent/get_info": failing, "/api/aiagent/get_products": failing, "/api/cs/get_qlist": failing },
    });
    render(assistant(null));
    expect(await screen.findByText("The assistant is taking a break")).toBeTruthy();
    expect(await screen.findByText("The answers could not load.")).toBeTruthy();
    expect(await screen.findByText("The topics could not load.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /Retry|Try the assistant again/ }).length).toBeGreaterThanOrEqual(2);
    expect(await contactSupportOpens(openLink)).toBe("https://t.me/xworld_cs_bot?start=10001_support");
  });

  const AGENT = { aiagent_id: 1, name: "Bear Assistant", avatar: "http://api/static/agents/1.svg", greeting: "Hi! Ask me anything.", description: "Answers questions about tasks." };
  const TOPICS = [{ product_id: 5, name: "Wallet and withdrawals", icon: "http://api/static/t/5.svg", description: "Balances, fees, limits" }];
  const serverRead = (data: Partial<AssistantFirst> = {}, userId: number | null = 10001) => ({
    userId,
    data: { agent: AGENT, topics: TOPICS, questions: QUESTIONS, ...data },
  });

  it("reads the agent, its topics and the viewer's questions on the server, each failing on its own", async () => {
    const server = fakeApi({ "/api/aiagent/get_info": () => AGENT, "/api/aiagent/get_products": () => ({ list: TOPICS }), "/api/cs/get_qlist": () => ({ list: QUESTIONS }) });
    expect(await loadAssistant(server.client, 10001, 1)).toEqual({ agent: AGENT, topics: TOPICS, questions: QUESTIONS });
    expect(server.callsTo("/api/aiagent/get_info")).toEqual([{ aiagent_id: 1 }]);
    expect(server.callsTo("/api/cs/get_qlist")).toEqual([{ user_id: 10001 }]);
    expect(await loadAssistant(fakeApi({}).client, 10001, 1)).toEqual({ agent: null, topics: null, questions: null });
  });

  it("has the agent, its topics and the questions in its HTML, hydrates without a read, and searches once the part has loaded", async () => {
    const { hydrate, callsTo } = setup({ signedIn: true });
    const page = await hydrate(assistant(serverRead()));
    expect(page.html).toContain("Bear Assistant");
    expect(page.html).toContain("Hi! Ask me anything.");
    expect(page.html).toContain("Wallet and withdrawals");
    expect(page.html).toContain("How do I withdraw?");
    expect(page.html).toMatch(/<input[^>]*type="search"[^>]*disabled/);
    expect(page.recoverable).toEqual([]);
    const view = within(page.container);
    const searchbox = () =>
      waitFor(() => {
        const box = view.getByRole("searchbox", { name: "Your question" });
        expect(box.hasAttribute("disabled")).toBe(false);
        return box;
      });
    fireEvent.change(await searchbox(), { target: { value: "reward" } });
    await waitFor(() => expect(view.queryByRole("button", { name: "How do I withdraw?" })).toBeNull());
    expect(view.getByRole("button", { name: "When is a task reward paid?" })).toBeTruthy();
    expect(callsTo("/api/aiagent/get_info")).toEqual([]);
    expect(callsTo("/api/aiagent/get_products")).toEqual([]);
    expect(callsTo("/api/cs/get_qlist")).toEqual([]);
    page.unmount();
  });

  it("reads in the browser only what the server could not: the questions for another login, a failed introduction or topics", async () => {
    const { hydrate, callsTo } = setup({ signedIn: true });
    const page = await hydrate(assistant(serverRead({ agent: null, topics: null }, 10002)));
    const view = within(page.container);
    expect(await view.findByRole("heading", { name: "Bear Assistant" })).toBeTruthy();
    expect(await view.findByText("Wallet and withdrawals")).toBeTruthy();
    await waitFor(() => expect(callsTo("/api/cs/get_qlist")).toEqual([{ user_id: 10001 }]));
    expect(callsTo("/api/aiagent/get_info")).toEqual([{ aiagent_id: 1 }]);
    expect(callsTo("/api/aiagent/get_products")).toEqual([{ aiagent_id: 1 }]);
    page.unmount();
  });
});
