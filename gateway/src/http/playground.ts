/**
 * A self-contained GraphQL playground served at GET /graphql for browsers: no CDN, no external asset,
 * works offline. A query editor, variables, headers (an API key's Authorization, say), a Run button (Ctrl/Cmd+Enter), the result, and the schema's
 * types and fields (with descriptions) from introspection, filterable. The script is served from
 * /graphql-playground.js so the page needs no inline script (CSP script-src 'self').
 */

export const PLAYGROUND_SCRIPT_PATH = '/graphql-playground.js';

export const playgroundHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphQL playground</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2a1d;background:#f6f8f6}
header{display:flex;align-items:center;gap:1rem;padding:.5rem 1rem;background:#1f5f2a;color:#fff}
header h1{font-size:1rem;margin:0;flex:1}button{font:inherit;padding:.4rem 1.1rem;border-radius:6px;border:0;background:#fff;color:#1f5f2a;font-weight:600;cursor:pointer}
.grid{display:grid;grid-template-columns:1fr 1fr 20rem;gap:.5rem;padding:.5rem;height:calc(100vh - 3rem)}
.col{display:flex;flex-direction:column;gap:.5rem;min-height:0}label{font-size:.75rem;font-weight:600;text-transform:uppercase;color:#4b5d4b}
textarea,pre{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;border:1px solid #cfd8cf;border-radius:6px;padding:.5rem;background:#fff;margin:0}
textarea{resize:none}#query{flex:3}#variables,#headers{flex:1}#result{flex:1;overflow:auto;white-space:pre-wrap}
#docs{overflow:auto;flex:1;border:1px solid #cfd8cf;border-radius:6px;background:#fff;padding:.5rem;font-size:13px}
#filter{font:inherit;padding:.35rem .5rem;border:1px solid #cfd8cf;border-radius:6px}
.type{margin:.5rem 0}.type>b{color:#1f5f2a}.field{margin-left:.75rem}.desc{color:#5f6f5f;margin-left:.75rem;font-size:12px}
.t{color:#8a4b08}
</style></head><body>
<header><h1>GraphQL playground</h1><span id="status"></span><button id="run" type="button" title="Ctrl+Enter">Run</button></header>
<div class="grid">
<div class="col"><label for="query">Query</label><textarea id="query" spellcheck="false">query Catalogue {
  categories { id name }
  services { id name fromPrice }
}</textarea><label for="variables">Variables (JSON)</label><textarea id="variables" spellcheck="false">{}</textarea><label for="headers">Headers (JSON, for example {"Authorization": "Bearer &lt;key&gt;"})</label><textarea id="headers" spellcheck="false">{}</textarea></div>
<div class="col"><label for="result">Result</label><pre id="result" aria-live="polite"></pre></div>
<div class="col"><label for="filter">Schema</label><input id="filter" placeholder="Filter types and fields"><div id="docs">Loading schema…</div></div>
</div>
<script src="${PLAYGROUND_SCRIPT_PATH}"></script>
</body></html>`;

export const playgroundScript = `(function () {
  var $ = function (id) { return document.getElementById(id); };
  var endpoint = location.pathname.replace(/\\/$/, '') || '/graphql';
  function post(body, extra) {
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    Object.keys(extra || {}).forEach(function (k) { headers[k] = String(extra[k]); });
    return fetch(endpoint, {
      method: 'POST', credentials: 'same-origin',
      headers: headers,
      body: JSON.stringify(body)
    }).then(function (r) { return r.json(); });
  }
  function run() {
    var variables = {};
    try { variables = JSON.parse($('variables').value || '{}'); }
    catch (e) { $('result').textContent = 'Variables are not valid JSON: ' + e.message; return; }
    var headers = {};
    try { headers = JSON.parse($('headers').value || '{}'); }
    catch (e) { $('result').textContent = 'Headers are not valid JSON: ' + e.message; return; }
    $('status').textContent = 'Running…';
    var started = performance.now();
    post({ query: $('query').value, variables: variables }, headers).then(function (json) {
      $('result').textContent = JSON.stringify(json, null, 2);
      $('status').textContent = Math.round(performance.now() - started) + ' ms';
    }).catch(function (e) { $('result').textContent = String(e); $('status').textContent = 'Failed'; });
  }
  $('run').addEventListener('click', run);
  document.addEventListener('keydown', function (e) {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') { e.preventDefault(); run(); }
  });
  function typeName(t) {
    if (!t) return '';
    if (t.kind === 'NON_NULL') return typeName(t.ofType) + '!';
    if (t.kind === 'LIST') return '[' + typeName(t.ofType) + ']';
    return t.name;
  }
  var TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
  var INTROSPECTION = '{ __schema { types { kind name description fields { name description args { name type { ' + TYPE_REF +
    ' } } type { ' + TYPE_REF + ' } } inputFields { name description type { ' + TYPE_REF + ' } } enumValues { name description } } } }';
  var types = [];
  function el(tag, cls, text) { var n = document.createElement(tag); if (cls) n.className = cls; if (text) n.textContent = text; return n; }
  function render() {
    var q = $('filter').value.trim().toLowerCase();
    var docs = $('docs'); docs.textContent = '';
    types.forEach(function (t) {
      var members = (t.fields || t.inputFields || t.enumValues || []);
      var typeHit = !q || t.name.toLowerCase().indexOf(q) >= 0;
      var hits = members.filter(function (f) { return typeHit || f.name.toLowerCase().indexOf(q) >= 0; });
      if (!typeHit && hits.length === 0) return;
      var box = el('div', 'type'); box.appendChild(el('b', '', t.kind.toLowerCase() + ' ' + t.name));
      if (t.description) box.appendChild(el('div', 'desc', t.description));
      hits.forEach(function (f) {
        var line = el('div', 'field');
        var args = (f.args || []).map(function (a) { return a.name + ': ' + typeName(a.type); }).join(', ');
        line.appendChild(document.createTextNode(f.name + (args ? '(' + args + ')' : '')));
        if (f.type) { line.appendChild(document.createTextNode(': ')); line.appendChild(el('span', 't', typeName(f.type))); }
        box.appendChild(line);
        if (f.description) box.appendChild(el('div', 'desc', f.description));
      });
      docs.appendChild(box);
    });
  }
  $('filter').addEventListener('input', render);
  post({ query: INTROSPECTION }).then(function (json) {
    if (!json.data) { $('docs').textContent = 'Schema unavailable: ' + JSON.stringify(json.errors); return; }
    types = json.data.__schema.types.filter(function (t) { return t.name.indexOf('__') !== 0; })
      .sort(function (a, b) {
        var rank = function (t) { return t.name === 'Query' ? 0 : t.name === 'Mutation' ? 1 : 2; };
        return rank(a) - rank(b) || a.name.localeCompare(b.name);
      });
    render();
  }).catch(function (e) { $('docs').textContent = 'Schema unavailable: ' + e; });
})();`;
