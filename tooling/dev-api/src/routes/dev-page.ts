// The HTML shell of the dev API's stand-in pages (the OAuth provider, the games): one small card,
// no script, no outside host.
export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f5f7; color: #1d1f24; }
  main { max-width: 360px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p, li { color: #555; font-size: 14px; }
  label { display: block; font-size: 14px; margin: 16px 0 6px; }
  input[type=text], select { box-sizing: border-box; width: 100%; font-size: 16px; padding: 10px; border: 1px solid #bbb; border-radius: 8px; }
  .actions { display: flex; gap: 8px; margin-top: 20px; }
  button { flex: 1; font-size: 16px; padding: 12px; border-radius: 8px; border: 0; cursor: pointer; background: #e4e6eb; color: #1d1f24; }
  button.primary { background: #2f6bff; color: #fff; }
  [role=status] { background: #eef3ff; border-radius: 8px; padding: 10px; color: #1d1f24; }
  [role=alert] { background: #fdecec; border-radius: 8px; padding: 10px; color: #8a1c1c; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
