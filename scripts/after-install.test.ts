import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// What `npm install` says last (package.json's postinstall, scripts/after-install.mjs), on a machine whose system Node is
// older than the project's: npm runs on that Node and warns EBADENGINE for each package that wants
// a newer one, while every npm script of the shop runs on Node 24 from the `node` package (README,
// Start; docs/decisions/0003).

const root = fileURLToPath(new URL('..', import.meta.url));
const postinstall = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts.postinstall as string;

/** A folder whose `node` is the project's Node 24 made to say it is `version`. */
const shims = mkdtempSync(path.join(tmpdir(), 'node-shim-'));
afterAll(() => rmSync(shims, { recursive: true, force: true }));
function nodeSaying(version: string): string {
  const folder = path.join(shims, version);
  mkdirSync(folder, { recursive: true });
  const pretend = `Object.defineProperty(process,"versions",{value:{...process.versions,node:"${version}"}})`;
  const shim = path.join(folder, 'node');
  writeFileSync(
    shim,
    `#!/bin/sh\nexec "${process.execPath}" --import 'data:text/javascript,${pretend}' "$@"\n`,
  );
  chmodSync(shim, 0o755);
  return folder;
}

/** Runs the postinstall as npm does: through the shell, `node` on PATH, npm's user agent set. */
function run(npmOnNode: string, nodeFolder = path.dirname(process.execPath)) {
  return spawnSync('sh', ['-c', postinstall], {
    cwd: root,
    encoding: 'utf8',
    env: {
      PATH: `${nodeFolder}:/usr/bin:/bin`,
      npm_config_user_agent: `npm/11.19.1 node/${npmOnNode} linux x64 workspaces/false`,
    },
  });
}

describe("the last line of npm install on a machine whose Node is older than the shop's", () => {
  it('says the EBADENGINE warnings are about the Node npm ran on, and which Node runs the shop', () => {
    const installed = run('v20.20.2');
    expect(installed.status).toBe(0);
    expect(installed.stdout).toBe(
      `Node ${process.versions.node} from the node package runs every npm script of the shop. ` +
        'npm itself ran on Node 20: the EBADENGINE warnings above are about that Node, not this one (README, Start).\n',
    );
  });

  it('says nothing where npm runs on Node 24 (no warnings to explain)', () => {
    const installed = run('v24.21.0');
    expect(installed.status).toBe(0);
    expect(installed.stdout + installed.stderr).toBe('');
  });

  it('fails the install, saying why, when the node package left no Node 24', () => {
    const installed = run('v20.20.2', nodeSaying('20.20.2'));
    expect(installed.status).toBe(1);
    expect(installed.stderr).toBe(
      'npm install: node_modules/.bin/node is Node 20.20.2, not 24: the node package did not install. Run npm install again (README, Start).\n',
    );
  });
});
