import { build, type Plugin, type Rolldown } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markRouterPure, pureRouter } from './pure-router.ts';

/** A page that uses the router but none of its forms: what the shop's entry imports of it. */
const ENTRY = `
import { createBrowserRouter, useHref, useLinkClickHandler } from 'react-router';
import { RouterProvider } from 'react-router/dom';
export { createBrowserRouter, RouterProvider, useHref, useLinkClickHandler };
`;

const entry: Plugin = {
  name: 'entry',
  resolveId: (id) => (id === 'entry' ? '\0entry' : null),
  load: (id) => (id === '\0entry' ? ENTRY : null),
};

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The entry built as the shop's build builds it: Vite resolves React Router's production modules. */
async function bundle(plugins: Plugin[]): Promise<string> {
  vi.stubEnv('NODE_ENV', 'production');
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: 'entry',
        external: ['react', 'react-dom'],
        preserveEntrySignatures: 'strict',
      },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  return (Array.isArray(result) ? result : [result])
    .flatMap(({ output }) => output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

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
