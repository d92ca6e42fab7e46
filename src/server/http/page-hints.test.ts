import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../shared/route-table.ts';
import {
  type BuildManifest,
  createPageHints,
  createStartTag,
  pageDataUrls,
  pageModule,
  routeChunks,
} from './page-hints.ts';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_jsx-runtime-j1.js'],
    css: ['assets/index-c1.css'],
  },
  '_jsx-runtime-j1.js': { file: 'assets/jsx-runtime-j1.js' },
  '_storefront-s1.js': { file: 'assets/storefront-s1.js', imports: ['_jsx-runtime-j1.js'] },
  'src/client/features/catalog/home-page.tsx': {
    file: 'assets/home-page-h1.js',
    imports: ['_jsx-runtime-j1.js', 'index.html', '_storefront-s1.js'],
  },
  'src/client/features/catalog/products-page.tsx': {
    file: 'assets/products-page-p1.js',
    imports: ['_jsx-runtime-j1.js', 'index.html', '_storefront-s1.js'],
  },
};

const LAYOUT = ['/api/promotions/active', '/api/auth/session'];

describe('what a public page asks for first', () => {
  it('home: the best sellers and the promotions, as the home sections request them', () => {
    expect(pageDataUrls('/', '')).toEqual([
      '/api/bestsellers?limit=4',
      '/api/products?sort=discount&onSale=true&pageSize=4',
      ...LAYOUT,
    ]);
  });

  it('listing: the same URL the products page builds from the query string', () => {
    expect(pageDataUrls('/products', '')[0]).toBe('/api/products?sort=name&page=1&pageSize=24');
    expect(
      pageDataUrls(
        '/products/herbicides/',
        '?q=%E0%B8%82%E0%B9%89%E0%B8%B2%E0%B8%A7&tags=a,b&minPrice=900&maxPrice=100&sort=price-high&page=3&view=list',
      )[0],
    ).toBe(
      '/api/products?category=herbicides&q=%E0%B8%82%E0%B9%89%E0%B8%B2%E0%B8%A7&tags=a%2Cb&minPrice=100&maxPrice=900&sort=price-high&page=3&pageSize=24',
    );
    // What the API would refuse falls back to the defaults, as in the SPA.
    expect(pageDataUrls('/products', '?sort=cheapest&page=-1&minPrice=abc')[0]).toBe(
      '/api/products?sort=name&page=1&pageSize=24',
    );
  });

  it('an unknown category gets no listing call; other pages only the layout calls', () => {
    expect(pageDataUrls('/products/equipment', '')).toEqual(LAYOUT);
    expect(pageDataUrls('/products/%E0%B8', '')).toEqual(LAYOUT);
    expect(pageDataUrls('/news', '?q=x')).toEqual(LAYOUT);
    expect(pageDataUrls('/admin/products', '')).toEqual([]);
    expect(pageDataUrls('/login', '')).toEqual([]);
  });

  it('knows the module of each public page and no other', () => {
    expect(pageModule('/')).toBe('src/client/features/catalog/home-page.tsx');
    expect(pageModule('/products/fungicides')).toBe(
      'src/client/features/catalog/products-page.tsx',
    );
    expect(pageModule('/products/fungicides/12')).toBe(
      'src/client/features/catalog/product-page.tsx',
    );
    expect(pageModule('/how-to-order')).toBe('src/client/features/content/how-to-order-page.tsx');
    expect(pageModule('/privacy')).toBe('src/client/features/privacy/privacy-notice-page.tsx');
    expect(pageModule('/admin')).toBeNull();
    expect(pageModule('/products/a/b/c')).toBeNull();
  });

  it('takes its pages from the route table: each public page gets its own chunk, no other page any', () => {
    const tableManifest: BuildManifest = {
      ...manifest,
      ...Object.fromEntries(
        ROUTE_LIST.map(({ id, module }) => [module, { file: `assets/${id}.js`, imports: [] }]),
      ),
    };
    const tableHints = createPageHints(tableManifest);
    for (const { id, path, module, ...route } of ROUTE_LIST) {
      const url = path.replace(/:(\w+)/g, (_, name) => (name === 'category' ? 'fungicides' : '7'));
      const isPublic = route.layout === 'shop' && route.public === true;
      expect(pageModule(url), url).toBe(isPublic ? module : null);
      const header = tableHints(url, '');
      if (isPublic) {
        expect(header, url).toContain(`</${tableManifest[module]?.file}>; rel=modulepreload`);
      } else {
        expect(header, url).toBeNull();
      }
    }
  });

  it('names only the route chunks the entry has not already loaded', () => {
    expect(routeChunks(manifest, 'src/client/features/catalog/home-page.tsx')).toEqual([
      '/assets/home-page-h1.js',
      '/assets/storefront-s1.js',
    ]);
  });
});

describe('the Link header', () => {
  const hints = createPageHints(manifest);

  it('lists the entry, its stylesheet, the route chunks and the first calls, in that order', () => {
    expect(hints('/products', '?page=2')?.split(', ')).toEqual([
      '</assets/index-e1.js>; rel=modulepreload; crossorigin',
      '</assets/jsx-runtime-j1.js>; rel=modulepreload; crossorigin',
      '</assets/index-c1.css>; rel=preload; as=style; crossorigin',
      '</assets/products-page-p1.js>; rel=modulepreload; crossorigin',
      '</assets/storefront-s1.js>; rel=modulepreload; crossorigin',
      '</api/products?sort=name&page=2&pageSize=24>; rel=preload; as=fetch; crossorigin',
      '</api/promotions/active>; rel=preload; as=fetch; crossorigin',
      '</api/auth/session>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it('names only the stylesheet for a page rendered on the server, none when it is inline', () => {
    expect(hints('/products', '?page=2', [], { rendered: true })?.split(', ')).toEqual([
      '</assets/index-c1.css>; rel=preload; as=style; crossorigin',
    ]);
    expect(hints('/products', '', [], { rendered: true, styleInline: true })).toBeNull();
    expect(hints('/admin/members', '', [], { rendered: true })).toBeNull();
  });

  it('cannot be broken out of by a hostile query string', () => {
    const hostile = [
      '?q=%3E%3B%20rel%3Dpreload%2C%20%3Chttps%3A%2F%2Fevil.test%2Fx.js%3E',
      '?q=a%0D%0ASet-Cookie%3A%20sid%3Devil',
      '?tags=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E,%2C,;',
      `?q=${'x'.repeat(5000)}`,
    ];
    for (const search of hostile) {
      const header = hints('/products', search) ?? '';
      const links = header.split(', ');
      expect(links).toHaveLength(8);
      for (const link of links) {
        expect(link).toMatch(
          /^<\/[A-Za-z0-9\-._~%/?=&+*]*>; rel=[a-z]+(; as=[a-z]+)?; crossorigin$/,
        );
      }
      // The hostile text stays percent-encoded inside the one listing URL.
      expect(header).not.toMatch(/[\r\n"']/);
      expect(header.match(/</g)).toHaveLength(8);
    }
  });

  it('names the hero picture on the home page only', () => {
    const hero = '</images/hero/slide-1.svg>; rel=preload; as=image; fetchpriority=high';
    expect(hints('/', '')?.split(', ')).toContain(hero);
    expect(hints('/products', '')?.split(', ')).not.toContain(hero);
  });

  it("names a listing's pictures it is given, the first one first, and only plain paths", () => {
    const links = hints('/products', '', [
      '/images/products/a.svg',
      '/uploads/products/b.webp',
      '/x.svg>; rel=preload; as=script, <https://evil.test/x.js',
    ])?.split(', ');
    expect(links).toContain('</images/products/a.svg>; rel=preload; as=image; fetchpriority=high');
    expect(links).toContain('</uploads/products/b.webp>; rel=preload; as=image');
    expect(links?.filter((link) => link.includes('as=image'))).toHaveLength(2);
    expect(links?.join(', ')).not.toContain('evil');
  });

  it('gives nothing for pages outside the storefront', () => {
    expect(hints('/admin/members', '')).toBeNull();
    expect(hints('/api/products', '')).toBeNull();
  });

  it('without a build still names the data calls', () => {
    expect(createPageHints(null)('/', '')).toBe(
      [
        '</images/hero/slide-1.svg>; rel=preload; as=image; fetchpriority=high',
        '</api/bestsellers?limit=4>; rel=preload; as=fetch; crossorigin',
        '</api/products?sort=discount&onSale=true&pageSize=4>; rel=preload; as=fetch; crossorigin',
        '</api/promotions/active>; rel=preload; as=fetch; crossorigin',
        '</api/auth/session>; rel=preload; as=fetch; crossorigin',
      ].join(', '),
    );
  });
});

describe("a rendered page's script", () => {
  const withStart: BuildManifest = {
    ...manifest,
    'src/client/start.ts': { file: 'assets/start-t1.js', isEntry: true },
  };

  it('is the start module, told the entry and every chunk the page needs', () => {
    expect(createStartTag(withStart)('/products')).toBe(
      '<script type="module" crossorigin src="/assets/start-t1.js" data-entry="/assets/index-e1.js"' +
        ' data-chunks="/assets/jsx-runtime-j1.js /assets/products-page-p1.js /assets/storefront-s1.js"></script>',
    );
  });

  it('is left as index.html has it without a start module, and for pages that are not public', () => {
    expect(createStartTag(manifest)('/products')).toBeNull();
    expect(createStartTag(null)('/products')).toBeNull();
    expect(createStartTag(withStart)('/admin/members')).toBeNull();
  });
});
