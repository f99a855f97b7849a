/**
 * `GET /api/docs`: the OpenAPI document as one readable HTML page, rendered on the server from the document itself
 * (grouped by the first segment after /api, each operation with its parameters, request schema and responses).
 * No script and no outside assets, so it works offline and under a strict Content-Security-Policy.
 */

type Operation = {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
};
type Doc = { info?: { title?: string; description?: string }; paths?: Record<string, Record<string, Operation>> };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
h2{margin-top:2.5rem;border-bottom:1px solid #d0d7de}details{border:1px solid #d0d7de;border-radius:6px;margin:.4rem 0}
summary{cursor:pointer;padding:.4rem .6rem;font-family:ui-monospace,monospace}b{display:inline-block;width:4.5rem}
.get{color:#0969da}.post{color:#1a7f37}.put{color:#9a6700}.delete{color:#cf222e}.patch{color:#8250df}
pre{background:#f6f8fa;padding:.6rem;overflow:auto;margin:0 .6rem .6rem}p,ul{margin:.4rem .6rem}`;

function operationHtml(path: string, method: string, op: Operation): string {
  const parts: string[] = [];
  if (op.summary || op.description) parts.push(`<p>${escapeHtml(op.summary ?? op.description ?? '')}</p>`);
  const params = op.parameters ?? [];
  if (params.length > 0) {
    const items = params.map(
      (p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`,
    );
    parts.push(`<p>Parameters</p><ul>${items.join('')}</ul>`);
  }
  const body = op.requestBody?.content;
  if (body) {
    for (const [media, content] of Object.entries(body)) {
      parts.push(
        `<p>Request body (${escapeHtml(media)})</p><pre>${escapeHtml(JSON.stringify(content.schema, null, 2))}</pre>`,
      );
    }
  }
  const codes = Object.entries(op.responses ?? {}).map(
    ([code, r]) => `<li><code>${escapeHtml(code)}</code> ${escapeHtml(r.description ?? '')}</li>`,
  );
  if (codes.length > 0) parts.push(`<p>Responses</p><ul>${codes.join('')}</ul>`);
  return `<details><summary><b class="${method}">${method.toUpperCase()}</b>${escapeHtml(path)}</summary>${parts.join('')}</details>`;
}

/** The whole reference page. */
export function renderReference(document: object): string {
  const doc = document as Doc;
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const group = path.split('/')[2] ?? '';
    for (const [method, op] of Object.entries(methods)) {
      const list = groups.get(group) ?? [];
      list.push(operationHtml(path, method, op));
      groups.set(group, list);
    }
  }
  const sections = [...groups].map(([group, ops]) => `<h2>${escapeHtml(group)}</h2>${ops.join('')}`).join('');
  const title = escapeHtml(doc.info?.title ?? 'API');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head>
<body><h1>${title}</h1><p>${escapeHtml(doc.info?.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>${sections}</body></html>`;
}
