// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildHeaders, countryFromLanguage } from "./headers";
import { SERVICES, SERVICE_HEADERS, type OptionalHeader } from "./services";
import { clientWith, envelope, loggedIn } from "./test-support/fake-fetch";
import { z } from "zod/mini";
import { defineEndpoint } from "./endpoint";

describe("headers on every call", () => {
  it.each(SERVICES)("%s gets User-Id, User-Secret-Key, Language and Country-Code", (service) => {
    const headers = buildHeaders(service, loggedIn);
    expect(headers).toMatchObject({ "User-Id": "10001", "User-Secret-Key": "secret", Language: "vi-VN", "Country-Code": "VN" });
  });

  it("sends User-Id 0 and an empty key when logged out", () => {
    expect(buildHeaders("wallet", { userId: null, secretKey: null, language: "en-US" })).toMatchObject({
      "User-Id": "0",
      "User-Secret-Key": "",
    });
  });

  it.each([
    { language: "vi-VN", country: undefined, expected: "VN" },
    { language: "pt-BR", country: undefined, expected: "BR" },
    { language: "en-US", country: "PH", expected: "PH" },
    { language: "ru-RU", country: null, expected: "RU" },
  ])("country code is the user's ($country), else from the language ($language)", ({ language, country, expected }) => {
    expect(buildHeaders("user", { userId: 1, secretKey: "k", language, country })["Country-Code"]).toBe(expected);
  });

  it("omits Country-Code when neither the user nor the language gives one", () => {
    expect(countryFromLanguage("en")).toBeNull();
    expect(buildHeaders("user", { userId: 1, secretKey: "k", language: "en" })).not.toHaveProperty("Country-Code");
  });
});

describe("optional headers go only to the services that take them", () => {
  const rules: [OptionalHeader, keyof typeof loggedIn][] = [
    ["User-Login", "userLogin"],
    ["D-Id", "deviceId"],
    ["Ad-Id", "adId"],
    ["Android-Id", "androidId"],
    ["LB-Session", "lbSession"],
  ];
  for (const [header, field] of rules) {
    it.each(SERVICES)(`${header} on %s follows SERVICE_HEADERS`, (service) => {
      const headers = buildHeaders(service, loggedIn);
      if (SERVICE_HEADERS[service].includes(header)) expect(headers[header]).toBe(loggedIn[field]);
      else expect(headers).not.toHaveProperty(header);
    });
  }

  it("LB-Session goes to the lucky bear service only", () => {
    const withSession = SERVICES.filter((service) => buildHeaders(service, loggedIn)["LB-Session"]);
    expect(withSession).toEqual(["lucky-bear"]);
  });

  it("an optional header without a value is not sent", () => {
    expect(buildHeaders("lucky-bear", { userId: 1, secretKey: "k", language: "vi-VN" })).not.toHaveProperty("LB-Session");
  });
});

describe("the client sends the headers of the current context", () => {
  it("reads the context on every call", async () => {
    let userId = 1;
    const { client, requests } = clientWith(() => envelope({}), {
      context: () => ({ ...loggedIn, userId }),
    });
    const endpoint = defineEndpoint({ service: "lucky-bear", method: "GET", path: "/lucky_bear/x", request: z.object({}), response: z.object({}) });
    await client.call(endpoint);
    userId = 2;
    await client.call(endpoint);
    expect(requests.map((request) => request.headers.get("User-Id"))).toEqual(["1", "2"]);
    expect(requests[0]?.headers.get("LB-Session")).toBe("lb-session-1");
  });
});
