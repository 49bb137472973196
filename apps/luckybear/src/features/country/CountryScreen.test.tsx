import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../pay/testing";
import { CountryScreen } from "./CountryScreen";

function backend() {
  let mine = { country_code: "VN", currency: "VND" };
  return {
    "/lucky_bear/available_countries": () => ({
      list: [
        { country_code: "VN", name: "Vietnam", currency: "VND", dial_code: "+84" },
        { country_code: "BR", name: "Brazil", currency: "BRL", dial_code: "+55" },
      ],
    }),
    "/lucky_bear/get_country": () => ({ ...mine, country_by_ip: "VN" }),
    "/user/switch_country": (input: unknown) => {
      const { country_code } = input as { country_code: string };
      mine = { country_code, currency: country_code === "BR" ? "BRL" : "VND" };
      return mine;
    },
  };
}

describe("/luckybear/country", () => {
  it("marks the player's country and switches to another after a confirmation", async () => {
    const { callsTo, invalidated } = renderFeature(<CountryScreen locale="en-US" />, { answers: backend() });
    const list = await screen.findByRole("list", { name: "Countries" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Current"));
    fireEvent.click(within(list).getByRole("button", { name: /Brazil/ }));
    const dialog = await screen.findByRole("dialog", { name: "Switch to Brazil?" });
    expect(dialog.textContent).toContain("Your recharges and withdrawals will be in BRL.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Switch" }));
    expect((await screen.findByTestId("country-switched")).textContent).toBe("Your country is now Brazil.");
    expect(callsTo("/user/switch_country")).toEqual([{ country_code: "BR" }]);
    await waitFor(() => expect(invalidated()).toContainEqual(expect.arrayContaining(["lb-user"])));
  });

  it("asks nothing when the player cancels", async () => {
    const { callsTo } = renderFeature(<CountryScreen locale="en-US" />, { answers: backend() });
    const list = await screen.findByRole("list", { name: "Countries" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Current"));
    fireEvent.click(within(list).getByRole("button", { name: /Brazil/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(callsTo("/user/switch_country")).toEqual([]);
  });
});
