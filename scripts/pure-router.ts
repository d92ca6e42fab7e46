import type { Plugin } from 'vite';

/** React Router's production modules, the only files the plugin changes. */
const ROUTER_FILE = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;

/**
 * `if (init.instrumentations)` in the router's `createRouter`: the hooks of its `instrumentations`
 * option (for tracing tools), applied only when a router is given some.
 */
const INSTRUMENTED = /\bif \(init\.instrumentations\)/g;

/** `Link.displayName = "Link";` at the top of a module: a name React's developer tools show. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

/** `const Link = React$1.forwardRef(` at the top of a module, and the same for contexts and memos. */
const COMPONENT_MADE = /^(const [\w$]+ = )(React\$1\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * React Router's production modules as a bundler can prune them: each component and context it
 * makes at the top of a module marked pure, and the `displayName` it gives each one dropped.
 *
 * As published, every such statement counts as a side effect, so each of the router's components
 * stayed in the bundle whether the shop used it or not: `<Form>` and the submission code behind
 * it, `<Link>` with the framework's prefetching — some 4 KB gzip of every page's first load
 * (decision 0022). A call to `forwardRef`, `createContext` or `memo` has no effect but its value,
 * and a production build has no developer tools to read the names.
 */
export function markRouterPure(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(COMPONENT_MADE, '$1/* @__PURE__ */ $2');
}

/**
 * The browser's router without support for `instrumentations`, an option the shop never gives
 * (pure-router.test.ts fails if its code starts to): the two places `createRouter` applies them
 * become `if (false)`, so the bundler leaves out the instrumentation module's wrappers, some
 * 1.3 KB gzip of every first load. Same length, so the lines stay where they were.
 */
export function dropInstrumentations(code: string): string {
  return code.replace(INSTRUMENTED, (found) => `if (false${' '.repeat(found.length - 10)})`);
}

export function pureRouter(): Plugin {
  return {
    name: 'pure-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_FILE.test(id)) return null;
      const pruned = dropInstrumentations(markRouterPure(code));
      // Lines stay where they were (a dropped name leaves its line empty; a marked line only moves
      // to the right), so the module's own source map still points at the right lines.
      return pruned === code ? null : { code: pruned, map: null };
    },
  };
}
