import { describe, expect, it } from "vitest";
import { codeChallengeS256, createCodeVerifier } from "./pkce";

describe("PKCE", () => {
  it("matches RFC 7636's worked example (appendix B)", async () => {
    const bytes = new Uint8Array([
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83,
      132, 141, 121,
    ]);
    const verifier = createCodeVerifier(bytes);
    expect(verifier).toBe("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");
    await expect(codeChallengeS256(verifier)).resolves.toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("makes a new 43-character base64url verifier each time", () => {
    const verifiers = new Set(Array.from({ length: 20 }, () => createCodeVerifier()));
    expect(verifiers.size).toBe(20);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[\w-]{43}$/);
  });

  it("refuses to start without Web Crypto rather than sending the verifier in the clear", async () => {
    await expect(codeChallengeS256("x".repeat(43), null)).rejects.toThrow(/secure/);
  });
});
