// url.js: URL sanitizing and search-URL building for the tab tools. A classic
// script (no modules) so the service worker can importScripts it, Firefox can
// list it as a background script, and node --test can load it; it defines
// globalThis.LaikaURL and nothing else.
(function (root) {
  'use strict';

  // MAX_URL_CHARS bounds what we hand to the tabs API: longer URLs are
  // almost always data smuggled into a query string.
  const MAX_URL_CHARS = 4096;
  const MAX_QUERY_CHARS = 512;

  // Only the web: javascript:, data:, file:, blob: and extension schemes
  // would let page text or model output run code or read local files.
  const ALLOWED_SCHEMES = new Set(['http:', 'https:']);

  // Query parameter names whose values are secrets (session tokens, OAuth
  // codes, signatures) come from the host's one list (Go package origin),
  // generated into generated/secrets.js, which loads before this file. If it
  // did not load, every parameter counts as secret: fail closed.
  const SECRETS = root.LaikaSecrets || null;
  const SECRET_NAMES = new Set(SECRETS ? SECRETS.names : []);
  function normParam(name) {
    return String(name).toLowerCase().replace(/[-_. [\]]/g, '');
  }
  function isSecretParam(name) {
    if (!SECRETS) return true;
    const n = normParam(name);
    if (SECRET_NAMES.has(n)) return true;
    if (SECRETS.parts.some((p) => n.includes(p))) return true;
    return n.startsWith('auth') && !n.startsWith('author');
  }

  const SEARCH_ENGINES = {
    duckduckgo: 'https://duckduckgo.com/?q={query}',
    google: 'https://www.google.com/search?q={query}',
    bing: 'https://www.bing.com/search?q={query}',
    brave: 'https://search.brave.com/search?q={query}',
    startpage: 'https://www.startpage.com/do/search?q={query}',
  };
  const DEFAULT_ENGINE = 'duckduckgo';

  function fail(error, message) {
    return { ok: false, error, message };
  }

  // sanitizeURL accepts an absolute http(s) URL or a bare host name
  // ("example.com/path", upgraded to https) and returns its canonical form.
  // Errors: missing_url, invalid_url.
  function sanitizeURL(raw) {
    if (typeof raw !== 'string' || raw.trim() === '') return fail('missing_url', 'url is empty');
    const s = raw.trim();
    if (s.length > MAX_URL_CHARS) return fail('invalid_url', 'url is longer than ' + MAX_URL_CHARS + ' characters');
    if (/[\u0000-\u001f\u007f]/.test(s)) return fail('invalid_url', 'url contains control characters');
    let u;
    try {
      u = new URL(s);
    } catch {
      // A bare host ("example.com/x"): only when it looks like one, so that
      // "javascript alert(1)" or "foo" do not become https://foo/.
      if (!/^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?(\/|$)/i.test(s)) return fail('invalid_url', 'not an absolute http(s) URL');
      try {
        u = new URL('https://' + s);
      } catch {
        return fail('invalid_url', 'not an absolute http(s) URL');
      }
    }
    if (!ALLOWED_SCHEMES.has(u.protocol)) return fail('invalid_url', 'scheme ' + u.protocol + ' is not allowed (http and https only)');
    if (u.username || u.password) return fail('invalid_url', 'credentials in URLs are not allowed');
    if (!u.hostname) return fail('invalid_url', 'url has no host');
    return { ok: true, url: u.href };
  }

  // buildSearchURL fills an engine template's {query}. engine is a key of
  // SEARCH_ENGINES, "custom" (uses customTemplate), or empty for the default.
  // Errors: missing_query, missing_template, search_unavailable, invalid_url.
  function buildSearchURL(query, engine, customTemplate) {
    if (typeof query !== 'string' || query.trim() === '') return fail('missing_query', 'query is empty');
    const q = query.trim();
    if (q.length > MAX_QUERY_CHARS) return fail('invalid_arguments', 'query is longer than ' + MAX_QUERY_CHARS + ' characters');
    let template;
    const name = (engine || '').toLowerCase();
    if (name === 'custom') {
      if (!customTemplate) return fail('missing_template', 'engine "custom" needs a search template in the options');
      template = customTemplate;
    } else if (name === '') {
      template = customTemplate || SEARCH_ENGINES[DEFAULT_ENGINE];
    } else {
      template = SEARCH_ENGINES[name];
      if (!template) return fail('search_unavailable', 'unknown search engine ' + JSON.stringify(engine));
    }
    if (!template.includes('{query}')) return fail('missing_template', 'search template has no {query} placeholder');
    const r = sanitizeURL(template.split('{query}').join(encodeURIComponent(q)));
    return r.ok ? r : fail('invalid_url', 'search template: ' + r.message);
  }

  // canonicalOrigin mirrors the host's origin.Of (Go package origin): the
  // WHATWG origin (lower case, IDNA to ASCII, IPv4 in any spelling as
  // a.b.c.d, IPv6 compressed, default port dropped) without a trailing dot
  // on the host. "" for anything but an http(s) URL with a host. Both sides
  // test against origin/testdata/canonical.json.
  function canonicalOrigin(url) {
    if (typeof url !== 'string' || /[\\\u0000-\u001f]/.test(url.trim())) return '';
    let u;
    try {
      u = new URL(url.trim());
    } catch {
      return '';
    }
    if (!ALLOWED_SCHEMES.has(u.protocol) || !u.hostname) return '';
    const host = u.hostname.startsWith('[') ? u.hostname : u.hostname.replace(/\.+$/, '');
    if (!host) return '';
    return u.protocol + '//' + host + (u.port ? ':' + u.port : '');
  }

  // originOf returns the canonical origin of url for the tab list and the
  // options page ("" for non-web pages): the model sees where tabs are,
  // never their paths or queries.
  function originOf(url) {
    return canonicalOrigin(url);
  }

  // redactURL replaces the values of secret-looking query parameters and the
  // fragment's token-looking parts with "REDACTED". It reports whether
  // anything was removed, so the observation can carry url_redacted.
  function redactURL(url) {
    let u;
    try {
      u = new URL(url);
    } catch {
      return { url: '', redacted: url !== '' };
    }
    if (!ALLOWED_SCHEMES.has(u.protocol)) return { url: u.protocol, redacted: false };
    let redacted = false;
    if (u.username || u.password) {
      u.username = '';
      u.password = '';
      redacted = true;
    }
    // forEach, not [...keys()]: in a Firefox content script the URL is an
    // Xray wrapper and the iterator keys() returns is not iterable there.
    const keys = [];
    u.searchParams.forEach((_, k) => keys.push(k));
    for (const k of keys) {
      if (isSecretParam(k)) {
        u.searchParams.set(k, 'REDACTED');
        redacted = true;
      }
    }
    if (u.hash.includes('=') && u.hash.slice(1).split(/[&;]/).some((kv) => isSecretParam(decodeURIComponentSafe(kv.split('=')[0])))) {
      u.hash = '#REDACTED';
      redacted = true;
    }
    return { url: u.href, redacted };
  }

  function decodeURIComponentSafe(s) {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  }

  root.LaikaURL = { sanitizeURL, buildSearchURL, originOf, canonicalOrigin, redactURL, isSecretParam, SEARCH_ENGINES, DEFAULT_ENGINE, MAX_URL_CHARS };
})(globalThis);
