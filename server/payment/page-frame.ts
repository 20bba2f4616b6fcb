// The frame of the sandbox gateway's pages: the same look as the other provider pages.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1a1a2e}
main{max-width:32rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;border:1px solid #c9cfdd}
h1{font-size:1.5rem;margin-top:0}.actions{display:flex;flex-wrap:wrap;gap:1rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:8px;cursor:pointer}
.approve{background:#1d4ed8;color:#fff;border:2px solid #1d4ed8}
.deny{background:#fff;color:#1a1a2e;border:2px solid #1a1a2e}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}
