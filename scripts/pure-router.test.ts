import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from './bundle-entry.ts';
import { dropInstrumentations, markRouterPure, pureRouter } from './pure-router.ts';

/** A page that uses the router but none of its forms: what the shop's entry imports of it. */
const ENTRY = `
import { createBrowserRouter, useHref, useLinkClickHandler } from 'react-router';
import { RouterProvider } from 'react-router/dom';
export { createBrowserRouter, RouterProvider, useHref, useLinkClickHandler };
`;

/** The entry built as the shop's build builds it: Vite resolves React Router's production modules. */
const bundle = (plugins: Plugin[]) => bundleEntry(ENTRY, plugins, ['react', 'react-dom']);

/** Only `<Form>`'s submission code throws this; nothing the entry above uses reaches it. */
const FORM_CODE = 'Cannot submit a <button>';
/** Only `<Link>`'s prefetching of the framework's page modules writes these. */
const PREFETCH_CODE = 'rel: "prefetch"';

describe("React Router's production modules made prunable", () => {
  it('leaves out the components the entry does not use, which stay in without it', async () => {
    const without = await bundle([]);
    expect(without).toContain(FORM_CODE);
    expect(without).toContain(PREFETCH_CODE);

    const pruned = await bundle([pureRouter()]);
    expect(pruned).not.toContain(FORM_CODE);
    expect(pruned).not.toContain(PREFETCH_CODE);
    expect(pruned).toContain('function useLinkClickHandler');
  }, 60_000);

  it('marks a component made at the top of a module pure and drops its name, keeping the lines', () => {
    const code = [
      'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {',
      '\treturn null;',
      '});',
      'Link.displayName = "Link";',
      'const LocationContext = React$1.createContext(null);',
      '\tinner.displayName = "kept";',
    ].join('\n');
    expect(markRouterPure(code).split('\n')).toEqual([
      'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef(props, ref) {',
      '\treturn null;',
      '});',
      '',
      'const LocationContext = /* @__PURE__ */ React$1.createContext(null);',
      '\tinner.displayName = "kept";',
    ]);
  });
});

describe("React Router's instrumentations left out of the browser's router", () => {
  it('turns the two places createRouter applies them into dead code, at the same length', () => {
    const code = [
      '\tif (init.instrumentations) {',
      '\t\tlet instrumentations = init.instrumentations;',
      '\tif (init.instrumentations) router = instrumentClientSideRouter(router, []);',
      '\tif (opts?.instrumentations) {',
    ];
    const dropped = dropInstrumentations(code.join('\n')).split('\n');
    expect(dropped[0]).toMatch(/^\tif \(false +\) \{$/);
    expect(dropped[1]).toBe(code[1]);
    expect(dropped[2]).toMatch(/^\tif \(false +\) router = /);
    expect(dropped[3]).toBe(code[3]);
    expect(dropped.map((line) => line.length)).toEqual(code.map((line) => line.length));
  });

  it('leaves them out of a bundle that uses the router, and the shop never gives any', async () => {
    expect(await bundle([])).toContain('function instrumentClientSideRouter');
    expect(await bundle([pureRouter()])).not.toContain('function instrumentClientSideRouter');
    const client = fileURLToPath(new URL('../src/client', import.meta.url));
    const naming = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        readFileSync(path.join(client, file), 'utf8').includes('instrumentations'),
    );
    expect(naming).toEqual([]);
  }, 60_000);
});
