import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BusinessError } from "@repo/api-client/errors";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { ATTEMPT_KEY, type Balances, pet, PLAYER_ID, plain, renderFeature, request, SEEDED_BALANCES, walletReads } from "../collection/testing";
import { loadPetGame } from "./load-pet-game";
import { loadPetGuide } from "./load-pet-guide";
import { loadPets } from "./load-pets";
import { PetGameScreen } from "./PetGameScreen";
import { PetGuideScreen } from "./PetGuideScreen";
import { PetsScreen } from "./PetsScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

const CONFIG = {
  coin_name: "WH",
  feed_cost: "20.00",
  feed_energy: 30,
  feed_exp: 40,
  hunt_energy: 25,
  hunt_spots: 3,
  reward_coin: "HAPPY",
  hunt_table: [
    { amount: "0.00", weight: 25 },
    { amount: "1.00", weight: 40 },
    { amount: "2.00", weight: 22 },
    { amount: "5.00", weight: 10 },
    { amount: "10.00", weight: 3 },
  ],
  max_level: 10,
};

function pets(balances: Balances = SEEDED_BALANCES, first = pet(), { audit = false, feedLack = false }: { audit?: boolean; feedLack?: boolean } = {}) {
  let fox = first;
  return renderFeature(<PetsScreen locale="en-US" />, {
    audit,
    answers: {
      ...walletReads(balances),
      "/pet/config": () => CONFIG,
      "/pet/my_pets": () => ({ list: [fox], total: 1, page: 1, page_size: 20 }),
      "/pet/feed": () => {
        if (feedLack) throw new BusinessError(request("pet", "/pet/feed"), 2001, "lack_WH");
        fox = pet({}, { energy: 100, exp: 200 });
        return { pet: fox, paid: { coin_name: "WH", amount: "20.00" } };
      },
      "/pet/level_up": () => {
        fox = pet({ level: 3 }, { energy: 100, exp: 0, exp_to_next: 300, level_up_cost: "150.00" });
        return { pet: fox, paid: { coin_name: "WH", amount: "100.00" } };
      },
    },
  });
}

describe("/petV2", () => {
  it("shows each pet's level, energy, experience and what its care costs", async () => {
    pets();
    const card = await screen.findByTestId("pet-4");
    expect(within(card).getByTestId("pet-level").textContent).toBe("Level 2");
    expect(plain(within(card).getByTestId("pet-costs").textContent)).toBe("A meal: 20.00 WH · next level: 100.00 WH");
    expect(within(card).getByTestId("pet-note").textContent).toBe("Feed it to gain experience for the next level.");
    expect(within(card).getByRole("button", { name: "Level up for 100.00 WH" }).hasAttribute("disabled")).toBe(true);
    expect(within(card).getByRole("link", { name: "Play" }).getAttribute("href")).toBe("/en-US/petGame?petId=4");
  });

  it("feeds once per tap, then levels up once the experience is there", async () => {
    const { callsTo } = pets();
    const card = await screen.findByTestId("pet-4");
    const feed = within(card).getByRole("button", { name: "Feed for 20.00 WH" });
    fireEvent.click(feed);
    fireEvent.click(feed);
    await waitFor(() => expect(within(card).getByRole("button", { name: "Full" }).hasAttribute("disabled")).toBe(true));
    expect(callsTo("/pet/feed")).toEqual([{ pet_id: 4, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    fireEvent.click(within(card).getByRole("button", { name: "Level up for 100.00 WH" }));
    await waitFor(() => expect(within(card).getByTestId("pet-level").textContent).toBe("Level 3"));
    expect(callsTo("/pet/level_up")).toHaveLength(1);
  });

  it("opens the balance-lack dialog when a meal costs more than the balance", async () => {
    const { callsTo, openDialog } = pets({ ...SEEDED_BALANCES, WH: { offchain: "5.00", onchain: "0" } });
    fireEvent.click(within(await screen.findByTestId("pet-4")).getByRole("button", { name: "Feed for 20.00 WH" }));
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "WH" } });
    expect(callsTo("/pet/feed")).toEqual([]);
  });

  it("warns in the card in audit mode instead of offering a top-up, and sends nothing", async () => {
    const { callsTo, openDialog } = pets({ ...SEEDED_BALANCES, WH: { offchain: "5.00", onchain: "0" } }, pet(), { audit: true });
    const card = await screen.findByTestId("pet-4");
    fireEvent.click(within(card).getByRole("button", { name: "Feed for 20.00 WH" }));
    expect(plain((await within(card).findByRole("alert")).textContent)).toBe("Not enough WH. Earn more in games and tasks, or top up.");
    expect(openDialog()).toBeNull();
    expect(callsTo("/pet/feed")).toEqual([]);
  });

  it("warns in audit mode when the server finds the balance short", async () => {
    const { callsTo, openDialog } = pets(SEEDED_BALANCES, pet(), { audit: true, feedLack: true });
    const card = await screen.findByTestId("pet-4");
    fireEvent.click(within(card).getByRole("button", { name: "Feed for 20.00 WH" }));
    expect(plain((await within(card).findByRole("alert")).textContent)).toBe("Not enough WH. Earn more in games and tasks, or top up.");
    expect(openDialog()).toBeNull();
    expect(callsTo("/pet/feed")).toHaveLength(1);
  });

  it("offers a retry when the pets fail to load", async () => {
    let fail = true;
    renderFeature(<PetsScreen locale="en-US" />, {
      answers: {
        ...walletReads(SEEDED_BALANCES),
        "/pet/config": () => CONFIG,
        "/pet/my_pets": () => {
          if (fail) throw new Error("offline");
          return { list: [pet()], total: 1, page: 1, page_size: 20 };
        },
      },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId("pet-4")).toBeTruthy();
  });

  it("has the pets the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const answers = {
      ...walletReads(SEEDED_BALANCES),
      "/pet/config": () => CONFIG,
      "/pet/my_pets": () => ({ list: [pet()], total: 1, page: 1, page_size: 20 }),
    };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadPets(server.client) };
    expect(server.callsTo("/pet/my_pets")).toEqual([{ page: 1, page_size: 20 }]);
    const page = await hydrateFeature(<PetsScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("Your WH: 3,000.00");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("pet-4")).toBeTruthy();
    expect(["/pet/config", "/pet/my_pets", "/wallet/user_asset"].map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  it("feeds once per tap from the server-rendered page, with the care loaded after start, then renders the page again on the server", async () => {
    const answers = {
      ...walletReads(SEEDED_BALANCES),
      "/pet/config": () => CONFIG,
      "/pet/my_pets": () => ({ list: [pet()], total: 1, page: 1, page_size: 20 }),
      "/pet/feed": () => ({ pet: pet({}, { energy: 100, exp: 200 }), paid: { coin_name: "WH", amount: "20.00" } }),
    };
    const first = { userId: PLAYER_ID, data: await loadPets(fakeApi(answers).client) };
    const page = await hydrateFeature(<PetsScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toMatch(/<button[^>]*aria-busy="true"[^>]*>.*Feed/);
    const card = within(page.container).getByTestId("pet-4");
    const feed = await within(card).findByRole("button", { name: "Feed for 20.00 WH" });
    fireEvent.click(feed);
    fireEvent.click(feed);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    expect(page.callsTo("/pet/feed")).toEqual([{ pet_id: 4, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(["/pet/config", "/pet/my_pets", "/wallet/user_asset"].map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  it("loads the next pets on the first tap of Show more, after the server's, which stay", async () => {
    const all = Array.from({ length: 25 }, (_, index) => pet({ item_id: 100 + index, name: `Fox #${index}` }));
    const answers = {
      ...walletReads(SEEDED_BALANCES),
      "/pet/config": () => CONFIG,
      "/pet/my_pets": (input: unknown) => {
        const { page, page_size } = input as { page: number; page_size: number };
        return { list: all.slice((page - 1) * page_size, page * page_size), total: all.length, page, page_size };
      },
    };
    const first = { userId: PLAYER_ID, data: await loadPets(fakeApi(answers).client) };
    const { callsTo } = renderFeature(<PetsScreen locale="en-US" first={first} />, { answers });
    const list = screen.getByRole("list", { name: "My pets" });
    const firstCard = within(list).getAllByRole("listitem")[0];
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem").filter((item) => item.parentElement === list)).toHaveLength(25));
    expect(within(list).getAllByRole("listitem")[0]).toBe(firstCard);
    expect(callsTo("/pet/my_pets")).toEqual([{ page: 2, page_size: 20 }]);
  });

  it("reads the pets in the browser when a server read failed", async () => {
    const answers = { ...walletReads(SEEDED_BALANCES), "/pet/config": () => CONFIG, "/pet/my_pets": () => ({ list: [pet()], total: 1, page: 1, page_size: 20 }) };
    const first = { userId: PLAYER_ID, data: { config: CONFIG, pets: null, assets: null } };
    const { callsTo } = renderFeature(<PetsScreen locale="en-US" first={first} />, { answers });
    expect(await screen.findByTestId("pet-4")).toBeTruthy();
    expect(callsTo("/pet/my_pets")).toEqual([{ page: 1, page_size: 20 }]);
  });

  it("asks a guest to sign in", async () => {
    renderFeature(<PetsScreen locale="en-US" first={{ userId: PLAYER_ID, data: { config: CONFIG, pets: null, assets: null } }} />, { answers: {}, loggedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to play with pets" })).toBeTruthy();
  });
});

describe("/petV2/guide", () => {
  it("explains how pets earn with the service's numbers and the odds of a hunt, read by the browser when the server had none", async () => {
    const { callsTo } = renderFeature(<PetGuideScreen locale="en-US" />, { answers: { "/pet/config": () => CONFIG }, loggedIn: false });
    expect(await screen.findByText(/each meal costs 20.00 WH and gives 30 energy and 40 experience/)).toBeTruthy();
    expect(screen.getByText(/a hunt takes 25 energy\. Pick one of 3 spots/)).toBeTruthy();
    expect(plain(screen.getByTestId("hunt-average").textContent)).toBe("On average a hunt finds 1.64 HAPPY at this level.");
    expect(callsTo("/pet/config")).toEqual([{}]);
  });

  it("offers a retry when the browser's read fails too", async () => {
    renderFeature(<PetGuideScreen locale="en-US" />, {
      answers: {
        "/pet/config": () => {
          throw new Error("down");
        },
      },
      loggedIn: false,
    });
    expect(await screen.findByText("The guide could not load.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("has the config the server read in its HTML and hydrates it without a mismatch or a call", async () => {
    const server = fakeApi({ "/pet/config": () => CONFIG });
    const first = await loadPetGuide(server.client);
    const page = await hydrateFeature(<PetGuideScreen locale="en-US" first={first} />, { answers: { "/pet/config": () => CONFIG } });
    expect(page.html).toContain("each meal costs 20.00 WH");
    expect(page.recoverable).toEqual([]);
    expect(page.callsTo("/pet/config")).toEqual([]);
    page.unmount();
  });
});

describe("/petGame", () => {
  function game(energy = 80) {
    let fox = pet({}, { energy });
    return renderFeature(<PetGameScreen locale="en-US" petId={4} />, {
      answers: {
        "/pet/config": () => CONFIG,
        "/nft/item_detail": () => ({ item: fox, history: [] }),
        "/pet/game/hunt": (input) => {
          const { spot } = input as { spot: number };
          fox = pet({}, { energy: energy - 25 });
          return { hunt_id: 1, pet: fox, spot, spots: ["2.00", "0.00", "10.00"], found: { coin_name: "HAPPY", amount: ["2.00", "0.00", "10.00"][spot] ?? "0" }, balance: "260.00" };
        },
      },
    });
  }

  it("digs at the picked spot once, pays its find and uncovers every spot", async () => {
    const { callsTo } = game();
    expect((await screen.findByTestId("hunts-left")).textContent).toBe("Hunts left: 3 (each takes 25 energy)");
    expect(plain(screen.getByTestId("hunt-average").textContent)).toBe("On average a hunt finds 3.28 HAPPY at this level.");
    const third = screen.getByRole("button", { name: "Dig at spot 3" });
    fireEvent.click(third);
    fireEvent.click(third);
    expect(plain((await screen.findByTestId("hunt-found")).textContent)).toBe("Your pet found 10.00 HAPPY!");
    expect(callsTo("/pet/game/hunt")).toEqual([{ pet_id: 4, spot: 2, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(screen.getByRole("button", { name: "Spot 1 held 2.00 HAPPY" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Spot 2 held 0.00 HAPPY" })).toBeTruthy();
    expect(screen.getByTestId("hunts-left").textContent).toBe("Hunts left: 2 (each takes 25 energy)");
    fireEvent.click(screen.getByRole("button", { name: "Hunt again" }));
    expect(screen.getByRole("button", { name: "Dig at spot 1" })).toBeTruthy();
  });

  it("sends a tired pet to be fed instead of hunting", async () => {
    game(20);
    expect(await screen.findByText("Your pet is too tired to hunt. Feed it to give it energy.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dig at spot 1" }).hasAttribute("disabled")).toBe(true);
  });
});

describe("/petGame with the pet the server read for the player", () => {
  const hunt = (energy: number) => (input: unknown) => {
    const { spot } = input as { spot: number };
    return { hunt_id: 1, pet: pet({}, { energy: energy - 25 }), spot, spots: ["2.00", "0.00", "10.00"], found: { coin_name: "HAPPY", amount: ["2.00", "0.00", "10.00"][spot] ?? "0" }, balance: "260.00" };
  };
  const serverFirst = async (petId: number | null, owner = PLAYER_ID) => {
    const fox = pet({ owner: { user_id: owner, username: "someone" } }, { energy: 80 });
    const server = fakeApi({ "/pet/config": () => CONFIG, "/nft/item_detail": () => ({ item: fox, history: [] }), "/pet/my_pets": () => ({ list: [pet()], total: 1, page: 1, page_size: 50 }) });
    return { userId: PLAYER_ID, data: await loadPetGame(server.client, PLAYER_ID, petId) };
  };

  it("reads the pet and the hunt's terms, the pets to pick from without a pet or with someone else's, and leaves a failure to the browser", async () => {
    const own = await serverFirst(4);
    expect(own.data).toMatchObject({ pet: { item_id: 4 }, config: CONFIG, notYours: false, pets: null });
    expect((await serverFirst(null)).data).toMatchObject({ pet: null, notYours: false, pets: { total: 1 } });
    expect((await serverFirst(4, PLAYER_ID + 1)).data).toMatchObject({ pet: null, notYours: true, pets: { total: 1 } });
    expect(await loadPetGame(fakeApi({}).client, PLAYER_ID, 4)).toEqual({ pet: null, config: null, notYours: false, pets: null });
  });

  it("has the pet, its hunts left, the spots and the odds in its HTML, and hydrates without reading them", async () => {
    const page = await hydrateFeature(<PetGameScreen locale="en-US" petId={4} first={await serverFirst(4)} />, { answers: {} });
    expect(page.html).toMatch(/data-testid="hunts-left">Hunts left: (<!-- -->)?3(<!-- -->)? \(each takes/);
    expect(page.html).toContain('data-testid="spot-3"');
    expect(page.html).toContain('data-testid="hunt-average"');
    expect(page.recoverable).toEqual([]);
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Dig at spot 3" }).hasAttribute("disabled")).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/nft/item_detail")).toEqual([]);
    expect(page.callsTo("/pet/config")).toEqual([]);
    page.unmount();
  });

  it("digs once with an attempt key, shows the find and renders the page again on the server", async () => {
    const { callsTo } = renderFeature(<PetGameScreen locale="en-US" petId={4} first={await serverFirst(4)} />, { answers: { "/pet/game/hunt": hunt(80) } });
    const third = await screen.findByRole("button", { name: "Dig at spot 3" });
    await waitFor(() => expect(third.hasAttribute("disabled")).toBe(false));
    fireEvent.click(third);
    fireEvent.click(third);
    expect(plain((await screen.findByTestId("hunt-found")).textContent)).toBe("Your pet found 10.00 HAPPY!");
    expect(callsTo("/pet/game/hunt")).toEqual([{ pet_id: 4, spot: 2, idempotency_key: expect.stringMatching(ATTEMPT_KEY) }]);
    expect(screen.getByTestId("hunts-left").textContent).toBe("Hunts left: 2 (each takes 25 energy)");
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(callsTo("/nft/item_detail")).toEqual([]);
  });

  it("lists the player's pets as links to their game, and says a pet is not theirs", async () => {
    const page = await hydrateFeature(<PetGameScreen locale="en-US" petId={4} first={await serverFirst(4, PLAYER_ID + 1)} />, { answers: {} });
    expect(page.html).toContain("That pet is not yours. Pick one of your own.");
    expect(within(page.container).getByRole("link", { name: /Ember Fox/ }).getAttribute("href")).toBe("/en-US/petGame?petId=4");
    page.unmount();
  });

  it("reads the pet in the browser when the server's read failed", async () => {
    const { callsTo } = renderFeature(<PetGameScreen locale="en-US" petId={4} first={{ userId: PLAYER_ID, data: { pet: null, config: null, notYours: false, pets: null } }} />, {
      answers: { "/pet/config": () => CONFIG, "/nft/item_detail": () => ({ item: pet({}, { energy: 80 }), history: [] }) },
    });
    expect((await screen.findByTestId("hunts-left")).textContent).toBe("Hunts left: 3 (each takes 25 energy)");
    expect(callsTo("/nft/item_detail")).toEqual([{ item_id: 4 }]);
  });
});
