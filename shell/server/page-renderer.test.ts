import { describe, expect, it } from 'vitest';
import { composeDocument, deferScripts, parseCookies } from './page-renderer';

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="Border collie pedigree database." />
    <link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />
  <title>BC Pedigree</title><script defer src="/static/js/index.1.js"></script><link rel="stylesheet" href="/static/css/app.css"><link rel="preload" href="/static/js/async/a.js" as="script"></head>
  <body>
    <div id="root"><div id="boot-loader" role="progressbar" aria-label="Loading"><span></span></div></div>
  </body>
</html>`;

const page = {
  kind: 'page' as const,
  status: 200,
  lang: 'zh',
  locale: 'cn' as const,
  title: 'Amber "Breeze" <b>',
  description: 'Find border collies & more',
  image: null as string | null,
  html: '<main><h1>Amber</h1></main>',
};

describe('the server-drawn document', () => {
  it('puts the drawn page, its language, title, description and hreflang links into index.html', () => {
    const html = composeDocument(TEMPLATE, page, 'https://bc.example', '/cn/pets/5');
    expect(html).toContain('<html lang="zh" data-mantine-color-scheme="light"');
    expect(html).toContain('<title>Amber &quot;Breeze&quot; &lt;b&gt; · BC Pedigree</title>');
    expect(html).toContain('<meta name="description" content="Find border collies &amp; more"');
    expect(html).toContain('<div id="root" data-ssr><main><h1>Amber</h1></main></div>');
    expect(html).not.toContain('boot-loader" role');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="https://bc.example/pets/5" data-bc-hreflang>');
    expect(html).toContain('<link rel="alternate" hreflang="cs" href="https://bc.example/cz/pets/5" data-bc-hreflang>');
  });

  it('adds link-preview tags: Open Graph and a Twitter card, with the picture as an absolute URL', () => {
    const html = composeDocument(TEMPLATE, { ...page, image: '/api/files/images/ab/cd/600.webp' }, 'https://bc.example', '/cn/pets/5');
    expect(html).toContain('<meta property="og:title" content="Amber &quot;Breeze&quot; &lt;b&gt;" data-bc-preview>');
    expect(html).toContain('<meta property="og:description" content="Find border collies &amp; more" data-bc-preview>');
    expect(html).toContain('<meta property="og:url" content="https://bc.example/cn/pets/5" data-bc-preview>');
    expect(html).toContain('<meta property="og:locale" content="zh_CN" data-bc-preview>');
    expect(html).toContain('<meta property="og:image" content="https://bc.example/api/files/images/ab/cd/600.webp" data-bc-preview>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-bc-preview>');
    const plain = composeDocument(TEMPLATE, page, 'https://bc.example', '/cn/pets');
    expect(plain).not.toContain('og:image');
    expect(plain).toContain('<meta name="twitter:card" content="summary" data-bc-preview>');
  });

  it('keeps the site name alone for the home page and the template description when the page has none', () => {
    const html = composeDocument(TEMPLATE, { ...page, title: null, description: null }, 'https://bc.example', '/');
    expect(html).toContain('<title>BC Pedigree</title>');
    expect(html).toContain('content="Border collie pedigree database."');
  });

  it('starts the app code after the first paint: no script or preload left in the head, one loader at the end', () => {
    const html = deferScripts(TEMPLATE);
    expect(html).not.toMatch(/<script defer src=/);
    expect(html).not.toMatch(/<link rel="preload"/);
    expect(html).toContain('<link rel="stylesheet" href="/static/css/app.css">');
    const loader = /<script>(\(function\(\)\{[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    expect(loader).toContain('"/static/js/index.1.js"');
    expect(loader).toContain('{"href":"/remotes.json","as":"fetch","crossorigin":true}');
    expect(loader).toContain('{"href":"/static/js/async/a.js","as":"script","crossorigin":false}');
    expect(loader).toContain('first-contentful-paint');
  });

  it('leaves a page without an entry script alone', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it('reads the cookies of a request', () => {
    expect(parseCookies('agree=1; at=a.b.c; i18n_redirected=en; bad; name=%D0%B0')).toEqual({ agree: '1', at: 'a.b.c', i18n_redirected: 'en', name: 'а' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('keeps a `$` in the drawn page and its title as text (no replacement patterns)', () => {
    const tricky = { ...page, title: 'Rex $` $& $\'', description: 'a $1 b', html: '<h1>Rex $` $& $\'</h1>' };
    const html = composeDocument(TEMPLATE, tricky, 'https://bc.example', '/pets/5');
    expect(html).toContain("<title>Rex $` $&amp; $' · BC Pedigree</title>");
    expect(html).toContain("<div id=\"root\" data-ssr><h1>Rex $` $& $'</h1></div>");
    expect(html).toContain('content="a $1 b"');
    expect(html.match(/<script defer src=/g)).toHaveLength(1);
    expect(deferScripts(html).match(/index\.1\.js/g)).toHaveLength(1);
  });
});
