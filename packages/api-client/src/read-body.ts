// Reads a response body as text, refusing anything larger than a limit before it fills memory.

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Response body exceeds ${limitBytes} bytes`);
  }
}

export async function readBodyText(response: Response, limitBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limitBytes);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limitBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
