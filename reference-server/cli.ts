/**
 * `npm run server -- [flags]` (tsx reference-server/cli.ts):
 *
 *   --port N                  default 8787; 0 picks a free port (the URL line shows which)
 *   --host H                  default 127.0.0.1
 *   --data FILE               persist to FILE (JSON, atomic writes); seeded when absent/empty
 *   --dialect classic|current default classic (docs/API.md sections 2, 3, 5 / section 6)
 *   --cors                    answer preflights, send Access-Control-Allow-* headers
 *   --faults                  expose /__faults, /__requests, /__reset (see admin.ts)
 *   --rate-limit N            requests per minute per key, default 60
 *   --validation-shape object|laravel   422 body shape, default object
 *   --no-seed                 start with accounts, domains, spaces, pixels but no links/websites
 *   --stats current|legacy|none   statistics names of newer or older releases, or no statistics route (default current)
 *   --timezone ZONE           the demo account's time zone (IANA), where its links' clicks are counted (default: none, UTC)
 *
 * The first line printed is `Reference server listening on <url>` (scripts and tests parse it).
 */
import { parseArgs } from 'node:util';
import { startServer } from './index.ts';
import { isTimeZone } from './stats/zone.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    dialect: { type: 'string', default: 'classic' },
    cors: { type: 'boolean', default: false },
    faults: { type: 'boolean', default: false },
    'rate-limit': { type: 'string', default: '60' },
    'validation-shape': { type: 'string', default: 'object' },
    'no-seed': { type: 'boolean', default: false },
    stats: { type: 'string', default: 'current' },
    timezone: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (values.help) {
  console.log(
    'Usage: tsx reference-server/cli.ts [--port N] [--host H] [--data FILE] [--dialect classic|current]\n' +
      '       [--cors] [--faults] [--rate-limit N] [--validation-shape object|laravel] [--no-seed]\n' +
      '       [--stats current|legacy|none] [--timezone ZONE]',
  );
  process.exit(0);
}
const port = Number(values.port);
const rateLimit = Number(values['rate-limit']);
const dialect = values.dialect;
const shape = values['validation-shape'];
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port: not a port: ${values.port}`);
if (!Number.isInteger(rateLimit) || rateLimit < 1)
  fail(`--rate-limit: not a positive integer: ${values['rate-limit']}`);
if (dialect !== 'classic' && dialect !== 'current') fail(`--dialect: classic or current, not ${dialect}`);
if (shape !== 'object' && shape !== 'laravel') fail(`--validation-shape: object or laravel, not ${shape}`);
const stats = values.stats;
if (stats !== 'current' && stats !== 'legacy' && stats !== 'none')
  fail(`--stats: current, legacy or none, not ${stats}`);

const timezone = values.timezone ?? null;
if (timezone !== null && !isTimeZone(timezone))
  fail(`--timezone: an IANA time zone such as America/New_York, not ${timezone}`);

const server = await startServer({
  port,
  host: values.host,
  dataFile: values.data,
  dialect,
  cors: values.cors,
  faults: values.faults,
  rateLimit,
  validationShape: shape,
  seed: !values['no-seed'],
  stats,
  timezone,
});

console.log(`Reference server listening on ${server.url}`);
console.log(
  `  dialect: ${dialect}   rate limit: ${rateLimit}/min   422 shape: ${shape}   statistics: ${stats}`,
);
console.log(`  demo API key:  ${server.keys.demo}`);
console.log(`  other account: ${server.keys.other}   no API access: ${server.keys.noApi}`);
if (timezone) console.log(`  demo account's time zone: ${timezone}`);
if (values.data) console.log(`  data file: ${values.data}`);
if (values.cors) console.log('  CORS: on');
if (values.faults) console.log(`  faults: POST ${server.url}/__faults, GET ${server.url}/__requests`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  server.stop().then(() => process.exit(0));
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
