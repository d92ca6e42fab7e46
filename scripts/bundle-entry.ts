import { build, type Plugin, type Rolldown } from 'vite';

/**
 * For the build plugins' tests: `source` as the entry of a production build like the shop's
 * (NODE_ENV production, so packages resolve their production modules; not minified; the entry's
 * exports kept), with `plugins` after the entry and `external` left out; answers the code of every
 * chunk, joined. Nothing is written.
 */
export async function bundleEntry(
  source: string,
  plugins: Plugin[],
  external: string[] = [],
): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? '\0entry' : null),
    load: (id) => (id === '\0entry' ? source : null),
  };
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [entry, ...plugins],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: 'entry', external, preserveEntrySignatures: 'strict' },
      },
    })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
    return (Array.isArray(result) ? result : [result])
      .flatMap(({ output }) => output)
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
