import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, SERVER_ENV, SERVER_NODE_FLAGS } from './build.ts';

/**
 * The server's V8 flags and memory settings are said once (scripts/build.ts) for the benches and
 * the end-to-end servers; `npm start` and the Dockerfile cannot import them, so they are held to
 * the same here.
 */
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

describe('how the server is started', () => {
  it('npm start sets the memory settings and passes the flags, before the start script', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(scripts.start).toBe(
      `${environment.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.ts`,
    );
  });

  it('the Docker image sets the memory settings and passes the flags', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain(`ENV ${environment.join(' ')}\n`);
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'dist/server/index.js',
    ]);
  });
});
