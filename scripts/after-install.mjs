// The last word of `npm install` (package.json's postinstall; README, Start; decision 0039).
// Plain JavaScript, not TypeScript: it must run, and say what is wrong, even when
// node_modules/.bin/node is not the project's Node 24, which alone runs `.ts` files.

const version = process.versions.node;
/** The Node npm itself runs on, from the user agent npm hands its scripts. */
const npmNode = / node\/v(\d+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];

if (Number(version.split('.')[0]) < 24) {
  console.error(
    `npm install: node_modules/.bin/node is Node ${version}, not 24: the node package did not install. Run npm install again (README, Start).`,
  );
  process.exit(1);
}
if (npmNode && Number(npmNode) < 24) {
  console.log(
    `Node ${version} from the node package runs every npm script of the shop. npm itself ran on Node ${npmNode}: the EBADENGINE warnings above are about that Node, not this one (README, Start).`,
  );
}
